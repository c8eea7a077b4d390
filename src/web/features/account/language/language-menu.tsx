import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../shared/i18n-rules';
import { cn } from '../../../lib/cn';
import { Label, NativeSelect } from '../../../ui/field';
import { chooseLanguage } from './api';

/**
 * The language menu (the sign-in page's frame, Settings): each language in its own name, and the choice
 * active at once, no reload. The tests' pseudo-language is never offered.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const current = (LANGUAGES as readonly string[]).includes(i18n.locale) ? i18n.locale : '';
  return (
    <div className={cn('grid gap-1', className)}>
      <Label htmlFor={id}>{t`Language`}</Label>
      <NativeSelect
        id={id}
        value={current}
        onChange={(e) => {
          const chosen = LANGUAGES.find((l) => l === e.target.value);
          if (chosen) void chooseLanguage(chosen);
        }}
      >
        {current ? null : <option value="">—</option>}
        {LANGUAGES.map((l: Language) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
