import { useLingui } from '@lingui/react/macro';
import { knownCurrencies } from '../../../../shared/session-rules';
import { currencyChoice } from '../../../lib/currency';
import { displayLocale } from '../../../lib/format';
import { browserTimeZone, timeZoneChoice } from '../../../lib/time-zone';
import { useSaveCurrency, useSaveTimeZone } from './api';
import { ChoiceCard } from './choice-card';

/** Every time zone the browser knows, the current one and the browser's own among them. */
export function knownZones(current: string) {
  const all = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', browserTimeZone(), current]);
  return [...all]
    .sort((a, b) => a.localeCompare(b))
    .map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
}

/** The account's time zone: it decides when a day (and a streak day) begins. */
export function TimeZoneCard() {
  const { t } = useLingui();
  const save = useSaveTimeZone();
  return (
    <ChoiceCard
      title={t`Time zone`}
      description={t`Your days, streak and daily challenges follow this zone. A day already counted is never counted again after a change.`}
      setting={timeZoneChoice}
      save={save}
      options={knownZones}
    />
  );
}

/** The currencies prices may be in, the current one among them, named in the display language. */
export function currencyOptions(current: string) {
  const currencyNames = new Intl.DisplayNames(displayLocale(), { type: 'currency' });
  return [...new Set([...knownCurrencies(), current])]
    .map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/** The currency prices in the journal are written in. */
export function CurrencyCard() {
  const { t } = useLingui();
  const save = useSaveCurrency();
  return (
    <ChoiceCard
      title={t`Currency`}
      description={t`Prices you note on a session are in this currency.`}
      setting={currencyChoice}
      save={save}
      options={currencyOptions}
    />
  );
}
