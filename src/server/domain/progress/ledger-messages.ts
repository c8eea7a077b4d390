import type { Message } from '../../../shared/message.js';

/**
 * What a ledger line (point_activities) was for, as a message (issue 59): kept with the line (`message`)
 * and its English as the line's `description`, so the points history and a celebration's reasons read in
 * their reader's language. A strain's name stays as written; a catalogue's name (an achievement, a
 * challenge, a reward) is translated when the catalogs hold it.
 */
export const ledgerMessages = {
  dailyVisit: (streak: number): Message => ({
    id: /*i18n*/ 'Daily visit ({streak}-day streak)',
    values: { streak },
  }),
  entry: (strainName: string, complete: boolean): Message =>
    complete
      ? { id: /*i18n*/ 'New entry: {strainName} (complete entry bonus)', values: { strainName } }
      : { id: /*i18n*/ 'New entry: {strainName}', values: { strainName } },
  stashAdd: (strainName: string): Message => ({
    id: /*i18n*/ 'Added {strainName} to stash',
    values: { strainName },
  }),
  stashUpdate: (strainName: string): Message => ({
    id: /*i18n*/ 'Updated {strainName} in stash',
    values: { strainName },
  }),
  retroactive: (entries: number): Message =>
    entries === 1
      ? { id: /*i18n*/ 'Retroactive points for 1 past entry' }
      : { id: /*i18n*/ 'Retroactive points for {entries} past entries', values: { entries } },
  challenge: (title: string): Message => ({
    id: /*i18n*/ 'Challenge completed: {title}',
    values: { title: { id: title } },
  }),
  achievement: (name: string): Message => ({
    id: /*i18n*/ 'Achievement unlocked: {name}',
    values: { name: { id: name } },
  }),
  redeem: (reward: string): Message => ({
    id: /*i18n*/ 'Redeemed {reward}',
    values: { reward: { id: reward } },
  }),
  refund: (reward: string): Message => ({
    id: /*i18n*/ 'Refunded {reward}',
    values: { reward: { id: reward } },
  }),
};
