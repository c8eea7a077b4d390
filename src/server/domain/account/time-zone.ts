import { eq } from 'drizzle-orm';
import type { TimeZoneInput, TimeZoneSetting } from '../../../shared/time-zone.js';
import { forgetUserSessions } from '../../auth/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { dayIn } from '../calendar.js';

const zoneColumns = { timeZone: users.timeZone, timeZoneSetAt: users.timeZoneSetAt };
const toSetting = (row: { timeZone: string; timeZoneSetAt: Date | null }): TimeZoneSetting => ({
  timeZone: row.timeZone,
  chosen: row.timeZoneSetAt !== null,
});

export async function getTimeZoneSetting(db: DbOrTx, userId: number): Promise<TimeZoneSetting> {
  const [row] = await db.select(zoneColumns).from(users).where(eq(users.id, userId));
  return toSetting(row);
}

/**
 * Chooses the zone that decides the account's calendar days (sent once by the browser, changed in
 * Settings). A change of zone never opens a second "today": when the current day was already paid in the
 * old zone, the new zone's current day counts as paid too, so the next visit pays at the new zone's next
 * midnight. Together with visit days that only move forward (recordDailyVisit), no calendar day is paid
 * twice and alternating zones earns nothing.
 */
export async function chooseTimeZone(
  db: DbOrTx,
  userId: number,
  { timeZone: zone }: TimeZoneInput,
  now: Date,
) {
  const setting = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ ...zoneColumns, lastVisitDay: users.lastVisitDay })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    let lastVisitDay = user.lastVisitDay;
    const paidToday = lastVisitDay !== null && lastVisitDay >= dayIn(user.timeZone, now);
    const newToday = dayIn(zone, now);
    if (paidToday && lastVisitDay !== null && newToday > lastVisitDay) lastVisitDay = newToday;
    const [row] = await tx
      .update(users)
      .set({ timeZone: zone, timeZoneSetAt: now, lastVisitDay })
      .where(eq(users.id, userId))
      .returning(zoneColumns);
    return toSetting(row);
  });
  forgetUserSessions(userId);
  return setting;
}

/** GET and PUT /api/user/time-zone. */
export const timeZoneStore = { read: getTimeZoneSetting, write: chooseTimeZone };
