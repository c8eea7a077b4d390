import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strainKey as sqlStrainKey } from '../../src/server/domain/sql.js';
import { strainNames } from '../../src/shared/insights.js';
import { strainKey } from '../../src/shared/strains.js';
import { type Client, logEntry, setupApp, signUp, signUpMany } from '../support/app.js';
import { createEntry } from '../support/progress.js';

const ctx = setupApp();

/** The spellings of one strain: through the API (trimmed there) and as older rows hold them (untrimmed). */
const BLUE_DREAM = ['Blue Dream', 'blue dream ', ' BLUE DREAM'];

/** Logs Blue Dream in every spelling (the last two written straight to the table, as older rows are) and Gelato. */
async function logSpellings(client: Client) {
  await logEntry(client, { strainName: BLUE_DREAM[0], effects: ['relaxed'] });
  for (const strainName of BLUE_DREAM.slice(1)) {
    await createEntry(ctx, client.id, { strainName, effects: ['relaxed'] });
  }
  await logEntry(client, { strainName: 'Gelato' });
}

describe('"Blue Dream" and "blue dream " are one strain everywhere strains are counted', () => {
  it('the shared key and the journal’s strain list', () => {
    expect(new Set(BLUE_DREAM.map(strainKey)).size).toBe(1);
    expect(strainNames(BLUE_DREAM.map((strainName) => ({ strainName })))).toEqual(['Blue Dream']);
  });

  it('achievements and challenges count two strains, not four', async () => {
    const alice = await signUp(ctx);
    await logSpellings(alice);
    const achievements = (await alice.get('/api/user/achievements')).json() as Array<{
      id: string;
      progress: number;
    }>;
    expect(achievements.find((a) => a.id === 'strain_explorer')?.progress).toBe(2);

    const challenges = (await alice.get('/api/challenges')).json() as Array<{ id: number; key: string }>;
    const mine = (await alice.get('/api/challenges/user')).json() as Array<{
      challengeId: number;
      progress: number;
    }>;
    const explorer = challenges.find((c) => c.key === 'weekly-explorer');
    expect(mine.find((m) => m.challengeId === explorer?.id)?.progress).toBe(2);
  });

  it('the manager and admin figures count one Blue Dream', async () => {
    const alice = await signUp(ctx, { username: 'alice' });
    const manager = await signUp(ctx, { role: 'manager' });
    const admin = await signUp(ctx, { role: 'admin' });
    await logSpellings(alice);

    const users = (await manager.get('/api/manager/users?q=alice')).json();
    expect(users[0].counts).toMatchObject({ entries: 4, distinctStrains: 2 });

    const summary = (await manager.get('/api/manager/summary')).json();
    expect(summary.topStrains).toEqual([
      expect.objectContaining({ reviews: 3, strainName: expect.stringMatching(/^\s*blue dream\s*$/i) }),
    ]);

    ctx.clock.advance({ days: 1 }); // trends run up to yesterday
    const trends = (await manager.get('/api/manager/trends?days=30')).json();
    const trending = trends.trendingStrains.filter((s: { strainName: string }) =>
      /blue dream/i.test(s.strainName),
    );
    expect(trending).toEqual([expect.objectContaining({ current: 3 })]);

    const csv = (await admin.get('/api/admin/reports/content-distribution.csv')).body;
    const strainLines = csv.split(/\r?\n/).filter((l) => l.startsWith('strain,'));
    expect(strainLines).toHaveLength(2);
    expect(strainLines.filter((l) => /blue dream/i.test(l))).toEqual([expect.stringMatching(/,3,75,/)]);
  });

  it('community recommendations count each spelling’s reviewers as one strain’s, and never offer it to whoever logged it', async () => {
    const [bob, carol, dave, me, newcomer] = await signUpMany(ctx, 5);
    await logEntry(bob, { strainName: 'Blue Dream', overallRating: 5, effects: ['relaxed'] });
    await createEntry(ctx, carol.id, { strainName: 'blue dream ', overallRating: 5, effects: ['relaxed'] });
    await createEntry(ctx, dave.id, { strainName: ' BLUE DREAM', overallRating: 4, effects: ['relaxed'] });
    await createEntry(ctx, me.id, { strainName: 'BLUE dream  ', overallRating: 4, effects: ['relaxed'] });
    await logEntry(newcomer, { strainName: 'Gelato', effects: ['relaxed'] });

    const forNewcomer = (await newcomer.get('/api/recommendations')).json();
    expect(forNewcomer.source).toBe('community');
    const offered = forNewcomer.items.filter((i: { strainName: string }) => /blue dream/i.test(i.strainName));
    expect(offered).toEqual([expect.objectContaining({ reviewers: 4, reviews: 4 })]);

    const forMe = (await me.get('/api/recommendations')).json();
    expect(forMe.items.map((i: { strainName: string }) => strainKey(i.strainName))).not.toContain(
      'blue dream',
    );
  });
});

describe('one rule of the same strain, in TypeScript and in SQL', () => {
  // Spellings where JavaScript's own lowercasing and trimming part from PostgreSQL's lower(btrim()).
  const NAMES = [
    'Blue Dream',
    ' BLUE DREAM  ',
    'Blue  Dream',
    'Gelato #33',
    'ÁÇAÍ Kush',
    'İstanbul OG',
    'ΟΔΟΣ',
    '\tHaze\u00a0',
    'Straße',
  ];

  it('strainKey gives what the SQL strainKey gives the database, for every spelling', async () => {
    const keys = await ctx.database.db.execute(
      sql`select ${sqlStrainKey('t')} as key from unnest(array[${sql.join(
        NAMES.map((n) => sql`${n}::text`),
        sql`, `,
      )}]) with ordinality as t(strain_name, n) order by n`,
    );
    expect(NAMES.map(strainKey)).toEqual((keys.rows as Array<{ key: string }>).map((r) => r.key));
  });
});
