/** The two products the experiment tests compare: A is Blue Dream, B Northern Lights. */
export const BLUE = { strainName: 'Blue Dream', productType: 'flower' } as const;
export const NORTHERN = { strainName: 'Northern Lights', productType: 'flower' } as const;

/** A valid plan: Blue Dream against Northern Lights for insomnia, three blocks of 3-day periods. */
export const PLAN = {
  symptom: 'insomnia',
  arms: [BLUE, NORTHERN],
  dose: '0.3 g',
  method: 'vaporizer',
  timeOfDay: 'before bed',
  periodDays: 3,
  blocks: 3,
};

/** The product a day's arm names. */
export const productOf = (arm: 'A' | 'B') => (arm === 'A' ? BLUE : NORTHERN);
