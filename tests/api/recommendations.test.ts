import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/shared/settings.js';
import { type Client, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

async function log(
  client: Client,
  strainName: string,
  overallRating: number,
  effects: string[],
  strainType = 'indica',
) {
  const res = await client.post('/api/entries', {
    strainName,
    strainType,
    productType: 'flower',
    method: 'joint',
    dosage: '0.5 g',
    overallRating,
    effects,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function recommendations(client: Client) {
  const res = await client.get('/api/recommendations');
  expect(res.statusCode).toBe(200);
  return res.json() as {
    source: 'community' | 'fallback';
    items: Array<{
      strainName: string;
      strainType: string;
      matchPercent: number;
      averageRating: number | null;
      reviews: number;
      sharedEffects: string[];
    }>;
  };
}

describe('strains to try', () => {
  it('recommends a strain others rate highly, with the computed match', async () => {
    const me = await signUp(ctx);
    const bob = await signUp(ctx);
    const carol = await signUp(ctx);
    // My profile: relaxed twice, sleepy twice: half and half.
    await log(me, 'Northern Lights', 4, ['relaxed', 'sleepy']);
    await log(me, 'Bubba Kush', 5, ['relaxed', 'sleepy']);
    // Zkittlez: both reviews relaxed, one sleepy → 0.5 × 1 + 0.5 × 0.5 = 75%.
    await log(bob, 'Zkittlez', 5, ['relaxed', 'sleepy', 'happy']);
    await log(carol, 'zkittlez', 4, ['relaxed']);

    const result = await recommendations(me);
    expect(result.source).toBe('community');
    expect(result.items).toEqual([
      {
        strainName: 'Zkittlez',
        strainType: 'indica',
        matchPercent: 75,
        averageRating: 4.5,
        reviews: 2,
        sharedEffects: ['relaxed', 'sleepy'],
      },
    ]);
  });

  it('ranks by match and leaves out what does not qualify', async () => {
    const me = await signUp(ctx);
    const bob = await signUp(ctx);
    const carol = await signUp(ctx);
    await log(me, 'Northern Lights', 4, ['relaxed']);
    // Qualifies with a full match.
    await log(bob, 'Gelato', 4, ['relaxed']);
    await log(carol, 'Gelato', 4, ['relaxed']);
    // Qualifies with a half match.
    await log(bob, 'Wedding Cake', 5, ['relaxed']);
    await log(carol, 'Wedding Cake', 5, ['happy']);
    // Rated below 4 on average.
    await log(bob, 'Green Crack', 4, ['relaxed']);
    await log(carol, 'Green Crack', 3, ['relaxed']);
    // Only one review.
    await log(bob, 'Maui Wowie', 5, ['relaxed']);
    // Shares no effect with me.
    await log(bob, 'Durban Poison', 5, ['energetic']);
    await log(carol, 'Durban Poison', 5, ['focused']);
    // I logged it already (case ignored).
    await log(bob, 'NORTHERN LIGHTS', 5, ['relaxed']);
    await log(carol, 'northern lights', 5, ['relaxed']);

    const result = await recommendations(me);
    expect(result.source).toBe('community');
    expect(result.items.map((i) => [i.strainName, i.matchPercent])).toEqual([
      ['Gelato', 100],
      ['Wedding Cake', 50],
    ]);
  });

  it('counts only users who allow data collection', async () => {
    const me = await signUp(ctx);
    const bob = await signUp(ctx);
    const carol = await signUp(ctx);
    await log(me, 'Northern Lights', 4, ['relaxed']);
    await log(bob, 'Gelato', 5, ['relaxed']);
    await log(carol, 'Gelato', 5, ['relaxed']);
    expect((await recommendations(me)).items.map((i) => i.strainName)).toEqual(['Gelato']);

    const optOut = await carol.put('/api/user/settings', {
      ...DEFAULT_SETTINGS,
      privacy: { ...DEFAULT_SETTINGS.privacy, allowDataCollection: false },
    });
    expect(optOut.statusCode).toBe(200);
    // Gelato now has a single review that counts: too little data, so the fixed picks.
    const result = await recommendations(me);
    expect(result.source).toBe('fallback');
    expect(result.items.map((i) => i.strainName)).not.toContain('Gelato');
  });

  it('falls back to the fixed picks, led by the favourite type, with no data', async () => {
    const newcomer = await signUp(ctx);
    const empty = await recommendations(newcomer);
    expect(empty).toEqual({
      source: 'fallback',
      items: [
        {
          strainName: 'Pineapple Express',
          strainType: 'hybrid',
          matchPercent: 92,
          averageRating: null,
          reviews: 0,
          sharedEffects: [],
        },
        {
          strainName: 'Purple Punch',
          strainType: 'indica',
          matchPercent: 92,
          averageRating: null,
          reviews: 0,
          sharedEffects: [],
        },
        {
          strainName: 'Sour Diesel',
          strainType: 'sativa',
          matchPercent: 92,
          averageRating: null,
          reviews: 0,
          sharedEffects: [],
        },
      ],
    });

    const indicaFan = await signUp(ctx);
    await log(indicaFan, 'Bubba Kush', 4, ['sleepy'], 'indica');
    expect((await recommendations(indicaFan)).items[0].strainName).toBe('Purple Punch');

    const sativaFan = await signUp(ctx);
    await log(sativaFan, 'Jack Herer', 4, [], 'sativa');
    await log(sativaFan, 'Bubba Kush', 4, [], 'indica');
    // A tie: the type reached first (newest entry first) wins.
    expect((await recommendations(sativaFan)).items[0].strainName).toBe('Purple Punch');
    await log(sativaFan, 'Green Crack', 4, [], 'sativa');
    expect((await recommendations(sativaFan)).items[0].strainName).toBe('Sour Diesel');
  });

  it('is for regular users only', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    expect((await manager.get('/api/recommendations')).statusCode).toBe(403);
  });
});
