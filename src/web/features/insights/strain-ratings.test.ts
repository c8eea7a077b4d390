import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../locales/en/messages';
import { ratingsSummary } from './strain-ratings';

describe('your ratings of a strain, in words', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

  it('names the first and the latest rating and the range the chart runs over (issue 57)', () => {
    // The chart ran from 2 to 5 while the words said "from 4 to 3": the first and latest, not a range.
    expect(ratingsSummary([4, 2, 5, 3])).toBe('4 entries: first 4, latest 3 out of 5; all between 2 and 5.');
    expect(ratingsSummary([4, 4])).toBe('2 entries: first 4, latest 4 out of 5; all 4.');
  });
});
