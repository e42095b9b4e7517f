// GET /api/admin/publish-state: whether the static storefront shows the latest catalog or settings change.
import { z } from 'zod';
import { instantSchema } from '../common.ts';

export const PUBLISH_STATES = ['pending', 'building', 'failed', 'live'] as const;
export type PublishStateName = (typeof PUBLISH_STATES)[number];

export const publishStateSchema = z.object({
  state: z.enum(PUBLISH_STATES),
  last_change_at: instantSchema.nullable(),
  build_started_at: instantSchema.nullable(),
  /** When the build now live went live; null when none was recorded (nothing changed since). */
  live_at: instantSchema.nullable(),
});
export type PublishState = z.infer<typeof publishStateSchema>;
