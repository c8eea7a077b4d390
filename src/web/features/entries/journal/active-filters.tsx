import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { label } from '../../../../shared/constants';
import { Button } from '../../../ui/button';
import { symptomInText } from '../entry-text';
import type { JournalFilters } from './filter';
import type { FilterUpdate, ListKey } from './filter-panel';

const without = (list: string[], value: string) => list.filter((v) => v !== value);

/**
 * The active filters as removable chips with their count and "Clear all": on a phone the panel is closed
 * most of the time, and this says why the list is shorter.
 */
export function ActiveFilters({
  filters: f,
  onUpdate,
  onReset,
}: {
  filters: JournalFilters;
  onUpdate: FilterUpdate;
  onReset: () => void;
}) {
  const { t, i18n } = useLingui();
  const named = (v: string) => i18n._(label(v));
  const minRating = f.minRating;
  /** A chip for each value chosen in one of the list filters. */
  const listChips = (field: ListKey, prefix: string, text: (value: string) => string) =>
    f[field].map((v) => ({
      key: `${prefix}-${v}`,
      text: text(v),
      remove: (x: JournalFilters) => ({ ...x, [field]: without(x[field], v) }),
    }));
  const chips: Array<{ key: string; text: string; remove: (f: JournalFilters) => JournalFilters }> = [
    ...(f.favoritesOnly
      ? [{ key: 'fav', text: t`Favorites`, remove: (x: JournalFilters) => ({ ...x, favoritesOnly: false }) }]
      : []),
    ...listChips('types', 't', named),
    ...listChips('methods', 'm', named),
    ...(minRating > 0
      ? [{ key: 'r', text: t`${minRating}+ stars`, remove: (x: JournalFilters) => ({ ...x, minRating: 0 }) }]
      : []),
    ...listChips('effects', 'e', named),
    ...listChips('symptoms', 's', (v) => {
      const symptom = symptomInText(i18n, v);
      return t`For ${symptom}`;
    }),
  ];
  if (chips.length === 0) return null;
  const removeLabel = (filter: string) => t`Remove filter ${filter}`;
  return (
    <section aria-label={t`Active filters`} className="mb-3 flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">
        {plural(chips.length, { one: '# filter:', other: '# filters:' })}
      </span>
      {chips.map((c) => (
        <button
          key={c.key}
          type="button"
          onClick={() => onUpdate(c.remove)}
          aria-label={removeLabel(c.text)}
          className="inline-flex min-h-11 items-center gap-1 rounded-full border border-primary/40 bg-primary-soft px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {c.text} <X className="size-3.5" aria-hidden="true" />
        </button>
      ))}
      <Button variant="ghost" tone="primary" size="sm" onClick={onReset}>
        <Trans>Clear all</Trans>
      </Button>
    </section>
  );
}
