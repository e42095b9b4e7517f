// Scheduled every hour: removes the direct uploads never used in a product (staging keys and their
// files older than 3 hours: the upload URL's 2 hours and time to finish the form), so that the
// private staging bucket holds only uploads under way. (The local runner runs it too:
// src/local/runner/scheduled-functions.ts.)
import type { Config } from '@netlify/functions';
import { pruneStagedUploads } from '../../src/server/catalog/uploads/staged-uploads.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(async () => json(await pruneStagedUploads()));

export const config: Config = { schedule: '41 */2 * * *' };
