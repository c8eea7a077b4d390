import { type Account, type Api, expect, headersOf, requestOf } from './fixtures';

/** Plans the specs' experiment through the API (Gelato or Blue Dream flower for insomnia, from today); its id. */
export async function planExperiment(api: Api, user: Account): Promise<number> {
  const res = await requestOf(api).post('/api/experiments', {
    headers: headersOf(user),
    data: {
      symptom: 'insomnia',
      arms: [
        { strainName: 'Gelato', productType: 'flower' },
        { strainName: 'Blue Dream', productType: 'flower' },
      ],
      dose: '2 puffs',
      method: 'vaporizer',
      timeOfDay: 'before bed',
      blocks: 3,
      washoutDays: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}
