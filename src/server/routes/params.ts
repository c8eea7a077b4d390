import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOTAL_COUNT_HEADER } from '../../shared/dashboards.js';
import { okResponse } from '../../shared/entries.js';
import { type Access, ANY_ROLE } from '../auth/guard.js';
import type { DbOrTx } from '../db/client.js';
import type { Paged } from '../domain/sql.js';

/** `:id` path parameters: a positive 32-bit integer, anything else is simply not found. */
export const idParams = z.object({
  id: z.coerce
    .number({ message: 'Not found' })
    .int('Not found')
    .positive('Not found')
    .max(2_147_483_647, 'Not found'),
});

/** Whether an `Accept-Encoding` header takes gzip (listed or `*`, and not with `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && negotiate(header, ['gzip']) === 'gzip';
}

/** The type of a JSON answer the app sends as text it made itself (not through a response schema). */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a JSON body made ready for this request: gzipped when `gzip` (decision 0069). The encoding is named
 * only here, with the body it describes, so an error on the way goes out plain; `Vary` tells caches the
 * answer depends on `Accept-Encoding`.
 */
export function sendJsonBody(reply: FastifyReply, body: string | Buffer, gzip: boolean) {
  reply.type(JSON_TYPE).header('Vary', 'Accept-Encoding');
  if (gzip) reply.header('Content-Encoding', 'gzip');
  return reply.send(body);
}

/** The viewer's time zone: the account's setting (DESIGN: never a per-request header). */
export function viewerTimeZone(req: FastifyRequest): string {
  return req.user.timeZone;
}

/** Lists answer a plain array (the API's shape since its first version); the number of all matching rows rides in a header. */
export function sendPage<T>(reply: FastifyReply, page: Paged<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Paged lists with one access rule: each is GET `url`, its query checked by `querystring`, answering an
 * array of `row` (the page) with the number of all matches in a header. Both dashboards declare theirs
 * with it.
 */
export function pagedLists(app: ZodApp, access: Access) {
  return <Q extends z.ZodType, R extends z.ZodType>(
    url: string,
    querystring: Q,
    row: R,
    list: (query: z.infer<Q>, req: FastifyRequest) => Promise<Paged<z.infer<R>>>,
  ) =>
    app.get(
      url,
      { config: { access }, schema: { querystring, response: { 200: z.array(row) } } },
      async (req, reply) => sendPage(reply, await list(req.query as z.infer<Q>, req)),
    );
}

/** DELETE `url` (an `:id` route): runs `remove` on the id, answers `{ ok: true }`. */
export function deleteById(
  app: ZodApp,
  url: string,
  access: Access,
  remove: (id: number, req: FastifyRequest) => Promise<unknown>,
) {
  app.delete(
    url,
    { config: { access }, schema: { params: idParams, response: { 200: okResponse } } },
    async (req) => {
      await remove(req.params.id, req);
      return { ok: true as const };
    },
  );
}

/**
 * Writes to one row by id with one access rule: each is `method` `url` (an `:id` route), its body checked by
 * `body`, answering what `write` returns (checked by `response`). Entries, stash items and the admin's
 * collections change their rows so.
 */
export function writesById(app: ZodApp, access: Access) {
  return <B extends z.ZodType, S extends z.ZodType>(
    method: 'PUT' | 'PATCH' | 'POST',
    url: string,
    body: B,
    response: S,
    write: (id: number, body: z.infer<B>, req: FastifyRequest) => Promise<z.infer<S>>,
  ) =>
    app.route({
      method,
      url,
      config: { access },
      // Typed by `write` above; Fastify cannot resolve a generic schema's answer type.
      schema: { params: idParams, body, response: { 200: response as z.ZodType } },
      handler: async (req) => write(req.params.id, req.body as z.infer<B>, req),
    });
}

/**
 * GET `url`: what `read` finds of the signed-in account's own at the request's moment, checked by
 * `response`; `access` says which roles may ask.
 */
export function ownRead<S extends z.ZodType>(
  app: ZodApp,
  url: string,
  access: Access,
  response: S,
  read: (userId: number, now: Date) => Promise<z.infer<S>>,
) {
  // Typed by `read` above; Fastify cannot resolve a generic schema's answer type.
  const schema = { response: { 200: response as z.ZodType } };
  app.get(url, { config: { access }, schema }, async (req) => read(req.user.id, app.now()));
}

/** How an account setting is kept: read as it is, and written from the checked body (both at `now`). */
export interface SettingStore<S, B> {
  read: (db: DbOrTx, userId: number, now: Date) => Promise<S>;
  write: (db: DbOrTx, userId: number, body: B, now: Date) => Promise<S>;
}

/**
 * A setting of the signed-in account at `url`: GET answers it (the store's `read`); PUT takes `body`,
 * saves it (`write`) and answers the setting as it now is.
 */
export function accountSetting<S extends z.ZodType, B extends z.ZodType>(
  app: ZodApp,
  url: string,
  setting: S,
  body: B,
  store: SettingStore<z.infer<S>, z.output<B>>,
) {
  // Typed by the store above; Fastify cannot resolve a generic schema's answer type.
  const response = { 200: setting as z.ZodType };
  app.get(url, { config: { access: ANY_ROLE }, schema: { response } }, async (req) =>
    store.read(app.db, req.user.id, app.now()),
  );
  app.put(url, { config: { access: ANY_ROLE }, schema: { body, response } }, async (req) =>
    store.write(app.db, req.user.id, req.body as z.output<B>, app.now()),
  );
}

/**
 * A collection edited row by row at `url`: POST `url` creates a row (201 with it), PATCH `url/:id` changes
 * one (answers it as it now is), DELETE `url/:id` removes one (`{ ok: true }`). The admin's accounts and
 * rewards are both such collections.
 */
export function editableCollection<R extends z.ZodType, C extends z.ZodType, P extends z.ZodType>(
  app: ZodApp,
  url: string,
  access: Access,
  collection: {
    row: R;
    createBody: C;
    patchBody: P;
    create: (body: z.infer<C>) => Promise<z.infer<R>>;
    update: (id: number, body: z.infer<P>, req: FastifyRequest) => Promise<z.infer<R>>;
    remove: (id: number, req: FastifyRequest) => Promise<unknown>;
  },
) {
  const { createBody, patchBody } = collection;
  // Typed by `create` and `update` above; Fastify cannot resolve a generic schema's answer type.
  const row = collection.row as z.ZodType;
  app.post(
    url,
    { config: { access }, schema: { body: createBody, response: { 201: row } } },
    async (req, reply) => reply.code(201).send(await collection.create(req.body as z.infer<C>)),
  );
  writesById(app, access)('PATCH', `${url}/:id`, patchBody, collection.row, collection.update);
  deleteById(app, `${url}/:id`, access, collection.remove);
}

/** Whether the caller asks for figures computed now (`Cache-Control: no-cache`, a Refresh button). */
export function wantsFresh(req: FastifyRequest): boolean {
  return /no-cache/i.test(String(req.headers['cache-control'] ?? ''));
}
