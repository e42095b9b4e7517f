// Netlify's deploy-failed event (event-triggered, like deploy-succeeded.mts): the build answering the
// latest change failed, so the admin's publish state says so rather than "building" forever.
import { deployEventFunction } from '../../src/server/publishing/netlify-deploy-event.ts';

export default deployEventFunction('failed');
