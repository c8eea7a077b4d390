import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TOTAL_COUNT_HEADER } from '../../shared/dashboards.js';
import type { Paged } from '../domain/sql.js';

/** `:id` path parameters: a positive 32-bit integer, anything else is simply not found. */
export const idParams = z.object({
  id: z.coerce
    .number({ message: 'Not found' })
    .int('Not found')
    .positive('Not found')
    .max(2_147_483_647, 'Not found'),
});

/** The viewer's time zone: the account's setting (DESIGN: never a per-request header). */
export function viewerTimeZone(req: FastifyRequest): string {
  return req.user.timeZone;
}

/** Lists answer a plain array (the spec's shape); the number of all matching rows rides in a header. */
export function sendPage<T>(reply: FastifyReply, page: Paged<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}
