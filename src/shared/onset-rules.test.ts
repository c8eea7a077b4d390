import { describe, expect, it } from 'vitest';
import { METHODS } from './constants.js';
import { followUpDue, followUpState, onsetMinutesOf, TYPICAL_ONSET_MINUTES } from './session-rules.js';

const at = '2026-11-28T20:00:00Z';
const t0 = Date.parse(at);
const min = 60_000;
const waiting = [{ after: null }];

describe('the follow-up’s onset rule (issue 58)', () => {
  it('every method has a typical onset: inhaled 15 minutes, a tincture 30, an edible 60', () => {
    for (const m of METHODS) expect(TYPICAL_ONSET_MINUTES[m]).toBeGreaterThan(0);
    expect([
      TYPICAL_ONSET_MINUTES.joint,
      TYPICAL_ONSET_MINUTES.vaporizer,
      TYPICAL_ONSET_MINUTES.bong,
    ]).toEqual([15, 15, 15]);
    expect(TYPICAL_ONSET_MINUTES.edible).toBe(60);
  });

  it('the onset given wins over the method’s, 0 included', () => {
    expect(onsetMinutesOf({ method: 'edible', onsetMinutes: 20 })).toBe(20);
    expect(onsetMinutesOf({ method: 'edible', onsetMinutes: 0 })).toBe(0);
    expect(onsetMinutesOf({ method: 'edible', onsetMinutes: null })).toBe(60);
    expect(onsetMinutesOf({ method: 'something new', onsetMinutes: null })).toBe(TYPICAL_ONSET_MINUTES.other);
  });

  it('a "Now" session is not asked about until it has kicked in: waiting, then due, then closed', () => {
    const joint = { consumedAt: at, method: 'joint', onsetMinutes: null, outcomes: waiting };
    expect(followUpState(joint, t0)).toBe('waiting');
    expect(followUpDue(joint, t0 + 14 * min)).toBe(false);
    expect(followUpDue(joint, t0 + 15 * min)).toBe(true);
    expect(followUpState(joint, t0 + 15 * min + 24 * 60 * min)).toBeNull();
    const edible = { ...joint, method: 'edible' };
    expect(followUpState(edible, t0 + 59 * min)).toBe('waiting');
    expect(followUpState(edible, t0 + 60 * min)).toBe('due');
  });

  it('nothing to ask once every symptom has its after level', () => {
    const done = { consumedAt: at, method: 'joint', onsetMinutes: null, outcomes: [{ after: 3 }] };
    expect(followUpState(done, t0)).toBeNull();
  });
});
