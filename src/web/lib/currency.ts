import type { QueryClient } from '@tanstack/react-query';
import { type CurrencySetting, DEFAULT_CURRENCY, isCurrency } from '../../shared/session-rules';
import { accountChoice } from './account-choice';
import { offerOnce } from './send-once';
import { KEYS } from './storage';

export const currencyChoice = accountChoice<CurrencySetting>('/api/user/currency', 'currency');

/**
 * The currency of the browser's region (its locale's region, e.g. "de-AT" → EUR). Browsers do not say
 * which currency a locale uses, so the common regions are listed; anywhere else starts in US dollars and
 * is one choice away in Settings.
 */
const EURO = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' ');
const BY_REGION: Record<string, string> = {
  ...Object.fromEntries(EURO.map((r) => [r, 'EUR'])),
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  JP: 'JPY',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  ZA: 'ZAR',
  TH: 'THB',
  IL: 'ILS',
  UY: 'UYU',
  CO: 'COP',
  AR: 'ARS',
  CL: 'CLP',
  KR: 'KRW',
  SG: 'SGD',
  HK: 'HKD',
};
export function browserCurrency(): string {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region ?? '';
    const code = BY_REGION[region];
    return code && isCurrency(code) ? code : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

export const sendBrowserCurrencyOnce = (queryClient: QueryClient, userId: number) =>
  offerOnce(queryClient, KEYS.currencySent(userId), currencyChoice, browserCurrency);
