import { z } from 'zod';

/** True for a time-zone name this runtime knows (IANA names such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGE = /*i18n*/ 'Choose a time zone from the list';

export const timeZoneInput = z.strictObject({
  timeZone: z
    .string({ message: TIME_ZONE_MESSAGE })
    .trim()
    .refine(isTimeZone, { message: TIME_ZONE_MESSAGE }),
});
export type TimeZoneInput = z.infer<typeof timeZoneInput>;

/** The account's time zone; `chosen` is false until the browser or the user first picks one. */
export const timeZoneSetting = z.object({ timeZone: z.string(), chosen: z.boolean() });
export type TimeZoneSetting = z.infer<typeof timeZoneSetting>;
