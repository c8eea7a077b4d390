// The journal bench's data: one user with many entries and one with none (bench/journal.ts and
// bench/journal-profile.ts).
import { openDatabase } from '../src/server/db/client.js';
import { entries } from '../src/server/db/schema.js';
import { makeEntries } from '../src/server/demo/builder.js';
import { createUser } from '../src/server/domain/account/users.js';
import { seedCatalogue } from '../src/server/seed.js';

/** `bench-journal` with `count` entries spread over a year, and `bench-empty` with none (password bench-pass). */
export async function seedJournal(options: { dataDir?: string; databaseUrl?: string }, count: number) {
  const setup = await openDatabase(options);
  await setup.migrate();
  await seedCatalogue(setup.db);
  const user = await createUser(setup.db, { username: 'bench-journal', password: 'bench-pass' });
  await createUser(setup.db, { username: 'bench-empty', password: 'bench-pass' });
  const rows = makeEntries(user.id, count, new Date(), 42, 365);
  for (let i = 0; i < rows.length; i += 500) await setup.db.insert(entries).values(rows.slice(i, i + 500));
  await setup.close();
}
