import { describe, expect, it } from 'vitest';
import { journalInsights } from './insights.js';

const entry = (productType: string, ratings: Record<string, number>, effects: string[] = []) => ({
  strainName: 'Blue Dream',
  strainType: 'hybrid',
  method: 'joint',
  productType,
  effects,
  ...ratings,
  overallRating: ratings.overallRating ?? 4,
});

describe('journal insights', () => {
  it('profiles each product type by the ratings its entries hold, most logged type first', () => {
    const insights = journalInsights([
      entry('edible', { overallRating: 5, tasteRating: 4 }),
      entry('flower', { overallRating: 3, potencyRating: 4, aromaRating: 5 }),
      entry('flower', { overallRating: 4, potencyRating: 2 }),
      // Ratings a flower's form never asks (relaxation) are never plotted, not even as zero.
      entry('flower', { overallRating: 5, relaxationRating: 1 }, ['happy']),
    ]);
    expect(insights.count).toBe(4);
    expect(insights.profiles).toEqual([
      {
        productType: 'flower',
        count: 3,
        axes: [
          { label: 'Overall', value: 4 },
          { label: 'Potency', value: 3 },
          { label: 'Aroma', value: 5 },
        ],
      },
      {
        productType: 'edible',
        count: 1,
        axes: [
          { label: 'Overall', value: 5 },
          { label: 'Taste', value: 4 },
        ],
      },
    ]);
    expect(insights.topEffect).toEqual({ value: 'happy', count: 1 });
  });

  it('has no profile for an empty journal', () => {
    expect(journalInsights([]).profiles).toEqual([]);
  });
});
