import { describe, expect, it } from 'vitest';
import { type Client, logEntry, setPrivacy, setupApp, signUp, signUpMany } from '../support/app.js';

const ctx = setupApp();

/** A flower joint of the strain (an indica unless said), rated and felt so. */
const log = (
  client: Client,
  strainName: string,
  overallRating: number,
  effects: string[],
  strainType = 'indica',
) => logEntry(client, { strainName, strainType, overallRating, effects });

async function recommendations(client: Client) {
  const res = await client.get('/api/recommendations');
  expect(res.statusCode).toBe(200);
  return res.json() as {
    source: 'community' | 'fallback' | 'insufficient';
    items: Array<{
      strainName: string;
      strainType: string;
      matchPercent: number;
      averageRating: number | null;
      reviews: number;
      reviewers: number;
      reason: string;
      sharedEffects: string[];
    }>;
  };
}

describe('strains to try', () => {
  it('recommends a strain others rate highly, with the computed match', async () => {
    const [me, bob, carol, dave] = await signUpMany(ctx, 4);
    // My profile: relaxed twice, sleepy twice: half and half.
    await log(me, 'Northern Lights', 4, ['relaxed', 'sleepy']);
    await log(me, 'Bubba Kush', 5, ['relaxed', 'sleepy']);
    // Zkittlez: all four reviews relaxed, two sleepy → 0.5 × 1 + 0.5 × 0.5 = 75%.
    await log(bob, 'Zkittlez', 5, ['relaxed', 'sleepy', 'happy']);
    await log(carol, 'zkittlez', 4, ['relaxed']);
    await log(dave, 'Zkittlez', 5, ['relaxed', 'sleepy']);
    await log(dave, 'Zkittlez', 5, ['relaxed']);

    const result = await recommendations(me);
    expect(result.source).toBe('community');
    expect(result.items).toEqual([
      {
        strainName: 'Zkittlez',
        strainType: 'indica',
        matchPercent: 75,
        // Each person's own average counts once: (5 + 4 + 5) / 3.
        averageRating: 4.7,
        reviews: 4,
        reviewers: 3,
        reason: 'Rated 4.7 by 3 people who felt relaxed and sleepy like you',
        sharedEffects: ['relaxed', 'sleepy'],
      },
    ]);
  });

  it('ranks by match and leaves out what does not qualify', async () => {
    const [me, bob, carol, dave] = await signUpMany(ctx, 4);
    await log(me, 'Northern Lights', 4, ['relaxed']);
    // Qualifies with a full match.
    for (const c of [bob, carol, dave]) await log(c, 'Gelato', 4, ['relaxed']);
    // Qualifies with a half match.
    await log(bob, 'Wedding Cake', 5, ['relaxed']);
    await log(carol, 'Wedding Cake', 5, ['happy']);
    await log(dave, 'Wedding Cake', 5, ['relaxed', 'happy']);
    // Rated below 4 on average.
    await log(bob, 'Green Crack', 4, ['relaxed']);
    await log(carol, 'Green Crack', 3, ['relaxed']);
    await log(dave, 'Green Crack', 3, ['relaxed']);
    // Only two people.
    await log(bob, 'Maui Wowie', 5, ['relaxed']);
    await log(carol, 'Maui Wowie', 5, ['relaxed']);
    // Shares no effect with me.
    for (const c of [bob, carol, dave]) await log(c, 'Durban Poison', 5, ['energetic']);
    // I logged it already (case ignored).
    await log(bob, 'NORTHERN LIGHTS', 5, ['relaxed']);
    await log(carol, 'northern lights', 5, ['relaxed']);
    await log(dave, 'Northern Lights', 5, ['relaxed']);

    const result = await recommendations(me);
    expect(result.source).toBe('community');
    expect(result.items.map((i) => [i.strainName, i.matchPercent])).toEqual([
      ['Gelato', 100],
      ['Wedding Cake', 67],
    ]);
  });

  it('one person’s many entries never make a pick (people are counted, not entries)', async () => {
    const [me, spammer, other] = await signUpMany(ctx, 3);
    await log(me, 'Northern Lights', 4, ['relaxed']);
    for (let i = 0; i < 10; i++) await log(spammer, 'Buy My Brand', 5, ['relaxed']);
    await log(other, 'Buy My Brand', 5, ['relaxed']);
    const result = await recommendations(me);
    expect(result.items.map((i) => i.strainName)).not.toContain('Buy My Brand');
    // With entries of their own and no qualifying strain, the user is told so: no fixed picks.
    expect(result).toEqual({ source: 'insufficient', items: [] });
  });

  it('counts only users who allow data collection', async () => {
    const [me, bob, carol, dave] = await signUpMany(ctx, 4);
    await log(me, 'Northern Lights', 4, ['relaxed']);
    for (const c of [bob, carol, dave]) await log(c, 'Gelato', 5, ['relaxed']);
    expect((await recommendations(me)).items.map((i) => i.strainName)).toEqual(['Gelato']);

    await setPrivacy(carol, { allowDataCollection: false });
    // Gelato now has two people who count: too little data, and said so.
    expect(await recommendations(me)).toEqual({ source: 'insufficient', items: [] });
  });

  it('shows the fixed picks only to a user with no entries', async () => {
    const newcomer = await signUp(ctx);
    const empty = await recommendations(newcomer);
    const pick = (strainName: string, strainType: string) => ({
      strainName,
      strainType,
      matchPercent: 92,
      averageRating: null,
      reviews: 0,
      reviewers: 0,
      reason: 'A popular first pick while your journal fills up',
      sharedEffects: [],
    });
    expect(empty).toEqual({
      source: 'fallback',
      items: [
        pick('Pineapple Express', 'hybrid'),
        pick('Purple Punch', 'indica'),
        pick('Sour Diesel', 'sativa'),
      ],
    });

    // Once a user has entries, the fixed picks are gone (they could name a strain already logged).
    const indicaFan = await signUp(ctx);
    await log(indicaFan, 'Pineapple Express', 4, ['sleepy'], 'hybrid');
    expect(await recommendations(indicaFan)).toEqual({ source: 'insufficient', items: [] });
  });

  it('is for regular users only', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    expect((await manager.get('/api/recommendations')).statusCode).toBe(403);
  });
});
