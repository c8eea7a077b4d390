import { z } from 'zod';

/** `:id` path parameters: a positive 32-bit integer, anything else is simply not found. */
export const idParams = z.object({
  id: z.coerce
    .number({ message: 'Not found' })
    .int('Not found')
    .positive('Not found')
    .max(2_147_483_647, 'Not found'),
});
