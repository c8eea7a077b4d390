import { PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, type Query } from 'drizzle-orm';

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The PGlite instance behind a Drizzle database handle (not a transaction's), or null on PostgreSQL. */
export function pgliteOf(db: unknown): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/**
 * A read answering one text value, prepared once as a named statement in PGlite's one session and then run
 * as Bind, Execute and Sync in one call into WebAssembly. PGlite's `query` parses, describes, binds,
 * describes again and executes the text on every call (six calls in), and PostgreSQL plans it each time:
 * for the entry read that was about 1.7 ms of CPU against 0.35 ms this way (bench/notes.md). Same locks as
 * `query`: it waits for a transaction in progress and runs alone.
 */
export function pgliteTextStatement(client: PGlite, name: string, query: Query) {
  let prepared = false;
  return (values: Record<string, unknown>): Promise<string | null | undefined> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!prepared) {
          await client.execProtocol(concat([serialize.parse({ name, text: query.sql }), serialize.sync()]));
          prepared = true;
        }
        const params = fillPlaceholders(query.params, values).map((v) => (v === null ? null : String(v)));
        const { messages } = await client.execProtocol(
          concat([
            serialize.bind({ statement: name, values: params as string[] }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        for (const m of messages)
          if (m.name === 'dataRow') return (m as unknown as { fields: Array<string | null> }).fields[0];
        return undefined;
      }),
    );
}
