// Netlify's deploy-succeeded event (an event-triggered function: the file name is the event; no path,
// so it answers no URL of the shop): a production deploy is live, so the admin's publish state becomes
// "live" for every change that deploy covers. Only Netlify invokes it (see netlify-deploy-event.ts).
import { deployEventFunction } from '../../src/server/publishing/netlify-deploy-event.ts';

export default deployEventFunction('succeeded');
