// The floors the app is measured against, in the same run: a bare Fastify JSON route and a bare route doing
// one primary-key SELECT on the same kind of database (BARE_DATABASE_URL for PostgreSQL, else PGlite);
// and the ceiling of the list rows: a route sending the list's own body (BARE_BODY_FILE) from memory, with
// no database and no work, which is what writing that many bytes per answer costs on this machine.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.BARE_DATABASE_URL;
let query: (id: number) => Promise<unknown>;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  query = async (id) =>
    (await pool.query('select id, username, role from users where id = $1', [id])).rows[0];
} else {
  const db = new PGlite(mkdtempSync(path.join(tmpdir(), 'sj-bare-')));
  await db.exec(`create table users (id serial primary key, username text not null, role text not null);
    insert into users (username, role) select 'user' || g, 'user' from generate_series(1, 1000) g;`);
  query = async (id) => (await db.query('select id, username, role from users where id = $1', [id])).rows[0];
}

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE, 'utf8') : '[]';
app.get('/body', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
app.get<{ Params: { id: string } }>('/select/:id', async (req) => query(Number(req.params.id)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
