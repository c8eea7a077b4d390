import { is, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable, PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client.js';
import * as schema from './schema.js';

/**
 * A backup is every table of the schema as JSON rows, read in one snapshot through the app's own
 * connection, so the same file restores into PGlite or PostgreSQL. Rows are read and written by
 * PostgreSQL itself (json_agg / json_populate_recordset), so every type round-trips exactly.
 */
export interface Backup {
  format: 'strain-journal-backup';
  version: 1;
  /** The newest migration applied when the backup was made: a restore needs the same schema. */
  migration: string | null;
  createdAt: string;
  tables: Record<string, unknown[]>;
}

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable =>
  is(v, PgTableClass),
);

/** Tables in an order where every table comes after the tables its foreign keys point to. */
export function tablesInDependencyOrder(): PgTable[] {
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const done = new Set<string>();
  const order: PgTable[] = [];
  const visit = (name: string) => {
    if (done.has(name)) return;
    done.add(name);
    const table = byName.get(name);
    if (!table) return;
    for (const fk of getTableConfig(table).foreignKeys) {
      const target = getTableConfig(fk.reference().foreignTable).name;
      if (target !== name) visit(target);
    }
    order.push(table);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return order;
}

async function latestMigration(db: DbOrTx): Promise<string | null> {
  const res = await db.execute<{ hash: string }>(
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  );
  return res.rows[0]?.hash ?? null;
}

/** Every table's rows, ordered by primary key, as JSON values. */
export async function tableRows(db: DbOrTx, table: PgTable): Promise<unknown[]> {
  const { name, columns, primaryKeys } = getTableConfig(table);
  const keys = primaryKeys[0]?.columns ?? columns.filter((c) => c.primary);
  const orderBy = keys.length ? keys.map((c) => c.name) : columns.map((c) => c.name);
  const res = await db.execute<{ rows: unknown[] | null }>(
    sql`select json_agg(t order by ${sql.raw(orderBy.map((c) => `t."${c}"`).join(', '))}) as rows from ${sql.identifier(name)} t`,
  );
  const rows = res.rows[0]?.rows;
  return typeof rows === 'string' ? JSON.parse(rows) : (rows ?? []);
}

export async function dumpDatabase(db: Db, now = new Date()): Promise<Backup> {
  return db.transaction(async (tx) => {
    // One consistent snapshot of every table, even while servers write.
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const dump: Backup['tables'] = {};
    for (const table of tablesInDependencyOrder())
      dump[getTableConfig(table).name] = await tableRows(tx, table);
    return {
      format: 'strain-journal-backup',
      version: 1,
      migration: await latestMigration(tx),
      createdAt: now.toISOString(),
      tables: dump,
    };
  });
}

/** Loads a backup into a migrated database whose tables are all empty; all or nothing. */
export async function restoreDatabase(db: Db, backup: Backup): Promise<Record<string, number>> {
  if (backup?.format !== 'strain-journal-backup' || backup.version !== 1)
    throw new Error('Not a strain-journal backup (format/version missing)');
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const migration = await latestMigration(tx);
    if (migration !== backup.migration)
      throw new Error(
        `The backup was made at migration ${backup.migration}; this database is at ${migration}: restore with the same version of the app`,
      );
    const order = tablesInDependencyOrder();
    for (const table of order) {
      const { name } = getTableConfig(table);
      const res = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(name)}`,
      );
      if (Number(res.rows[0].n) > 0)
        throw new Error(`Table ${name} is not empty: restore only into an empty database`);
    }
    for (const table of order) {
      const { name, columns } = getTableConfig(table);
      const rows = backup.tables[name] ?? [];
      counts[name] = rows.length;
      if (rows.length > 0) {
        await tx.execute(
          sql`insert into ${sql.identifier(name)} select * from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(rows)}::json)`,
        );
      }
      // Serial columns continue after the restored ids.
      for (const column of columns.filter((c) => c.columnType === 'PgSerial')) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${name}, ${column.name}), coalesce(max(${sql.identifier(column.name)}), 1), max(${sql.identifier(column.name)}) is not null) from ${sql.identifier(name)}`,
        );
      }
    }
  });
  return counts;
}
