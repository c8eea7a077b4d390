import { z } from 'zod';
import { message } from './message.js';

/**
 * Our words for what no schema worded itself (issue 59): zod's own defaults ("Invalid input: expected
 * string, received number") are neither in the catalogs nor meant for people. Every schema's own message
 * still comes first; this is the last resort, each message marked so it is translated.
 */
function zodMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? /*i18n*/ 'This field is required'
        : /*i18n*/ 'This value has the wrong type';
    case 'too_big':
      if (issue.origin === 'string')
        return message(/*i18n*/ 'At most {max} characters', { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return message(/*i18n*/ 'At most {max} items', { max: Number(issue.maximum) });
      return message(/*i18n*/ 'At most {max}', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string')
        return message(/*i18n*/ 'At least {min} characters', { min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return message(/*i18n*/ 'At least {min} items', { min: Number(issue.minimum) });
      return message(/*i18n*/ 'At least {min}', { min: Number(issue.minimum) });
    case 'unrecognized_keys':
      return /*i18n*/ 'This request has a field it does not take';
    case 'invalid_value':
      return /*i18n*/ 'Choose one of the values offered';
    case 'invalid_format':
      return /*i18n*/ 'This value is not in the expected format';
    default:
      return /*i18n*/ 'Invalid value';
  }
}

/** Makes `zodMessage` zod's last word, for every schema in this process (the server's start, the app's). */
export function speakOurZodMessages() {
  z.config({ customError: zodMessage });
}
