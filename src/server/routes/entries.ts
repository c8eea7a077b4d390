import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOTAL_COUNT_HEADER } from '../../shared/dashboard-rules.js';
import {
  createEntryResponse,
  entryCreateInput,
  entryListQuery,
  entrySchema,
  entryUpdateInput,
  followUpWriteInput,
} from '../../shared/entries.js';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '../../shared/idempotency.js';
import { USER } from '../auth/guard.js';
import { createEntry } from '../domain/entries/create-entry.js';
import { deleteEntry } from '../domain/entries/delete-entry.js';
import {
  entryRead,
  getEntryJson,
  listEntriesKept,
  listEntriesPageJson,
  listVersionRead,
  sentJson,
} from '../domain/entries/entry-queries.js';
import { createEntryOnce } from '../domain/entries/idempotency.js';
import { saveFollowUp } from '../domain/entries/save-follow-up.js';
import { updateEntry } from '../domain/entries/update-entry.js';
import { gzipText } from '../domain/kept-bodies.js';
import { acceptsGzip, deleteById, idParams, JSON_TYPE, sendJsonBody, writesById } from './params.js';

/** A user's own journal: every query is scoped to the signed-in user; anybody else's entry is a 404. */
export const entryRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };

  // An array of `entrySchema`, sent as the JSON text PostgreSQL builds from exactly those columns (see
  // listEntriesJson); the API tests check every item against the schema. `?limit=N` answers only the N
  // newest of that array, with the number of all entries in `x-total-count` (the journal's first page).
  // Without a query string the whole list is served as kept while its version, read in the session
  // look-up's statement, says it is current (listEntriesKept).
  const listConfig = {
    ...config,
    withSession: (req: { url: string }) =>
      req.url.includes('?') ? null : { read: listVersionRead, params: {} },
  };
  app.get(
    '/api/entries',
    { config: listConfig, schema: { querystring: entryListQuery } },
    async (req, reply) => {
      const { limit } = req.query;
      // Gzipped for a client that accepts it (decision 0069): the list once per version, a page each time.
      const gzip = acceptsGzip(req.headers['accept-encoding']);
      if (limit !== undefined) {
        const page = await listEntriesPageJson(app.db, req.user.id, limit);
        reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return sendJsonBody(reply, gzip ? await gzipText(page.body) : page.body, gzip);
      }
      const version = req.withSession?.value as string | null | undefined;
      const body = await listEntriesKept(app.db, req.user.id, app.now().getTime(), version, { gzip });
      return sendJsonBody(reply, body, gzip);
    },
  );

  app.post(
    '/api/entries',
    {
      config,
      schema: { headers: idempotencyHeaders, body: entryCreateInput, response: { 201: createEntryResponse } },
    },
    async (req, reply) => {
      const key = req.headers[IDEMPOTENCY_HEADER];
      if (!key) return reply.code(201).send(await createEntry(app.db, req.user.id, req.body, app.now()));
      const create = (db: typeof app.db) => createEntry(db, req.user.id, req.body, app.now());
      const result = await createEntryOnce(app.db, req.user.id, key, req.body, app.now(), create);
      return reply.code(201).header('idempotent-replayed', String(result.replayed)).send(result.body);
    },
  );

  // One `entrySchema`, as JSON text built by PostgreSQL like the list's items (see getEntryJson), read in
  // the session look-up's statement when the id is one the params schema accepts.
  const entryConfig = {
    ...config,
    withSession: (req: { params: unknown }) => {
      const params = idParams.safeParse(req.params);
      return params.success ? { read: entryRead, params: { id: params.data.id } } : null;
    },
  };
  app.get('/api/entries/:id', { config: entryConfig, schema: { params: idParams } }, async (req, reply) =>
    reply
      .type(JSON_TYPE)
      .send(
        req.withSession
          ? sentJson(req.withSession.value as string | null)
          : await getEntryJson(app.db, req.user.id, req.params.id),
      ),
  );

  const write = writesById(app, USER);
  write('PUT', '/api/entries/:id', entryUpdateInput, entrySchema, (id, body, req) =>
    updateEntry(app.db, req.user.id, id, body, app.now()),
  );

  write('PUT', '/api/entries/:id/follow-up', followUpWriteInput, entrySchema, (id, body, req) =>
    saveFollowUp(app.db, req.user.id, id, body, app.now()),
  );

  deleteById(app, '/api/entries/:id', USER, (id, req) => deleteEntry(app.db, req.user.id, id, app.now()));
};
