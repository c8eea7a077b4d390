import { z } from 'zod';
import { CELEBRATION_KINDS, type Celebration, type CelebrationsResponse } from './celebration-rules.js';
import { instant } from './wire.js';

export * from './celebration-rules.js';

export const celebrationSchema = z.object({
  key: z.string(),
  kind: z.enum(CELEBRATION_KINDS),
  name: z.string(),
  description: z.string(),
  pointsAwarded: z.number(),
  at: instant,
}) satisfies z.ZodType<Celebration>;

/** `GET /api/user/celebrations?since=…`: what happened after `since` (none without it), and the server's now. */
export const celebrationsQuery = z.object({
  since: z.iso.datetime({ offset: true, message: /*i18n*/ 'since must be an ISO date and time' }).optional(),
});
export const celebrationsResponse = z.object({
  now: instant,
  items: z.array(celebrationSchema),
}) satisfies z.ZodType<CelebrationsResponse>;
