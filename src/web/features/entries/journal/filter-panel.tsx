import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { Fragment, memo, type ReactNode } from 'react';
import { EFFECTS, label, METHODS, RATING_MAX, STRAIN_TYPES } from '../../../../shared/constants';
import { SYMPTOMS, symptomLabel } from '../../../../shared/session-rules';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { EffectIcon } from '../../../ui/effect-icon';
import { RatingSlider } from '../../../ui/rating-slider';
import { STRAIN_DOT } from '../../../ui/strain-badge';
import type { JournalFilters } from './filter';

/** Changes the filters from their current value (so a group needs only its own slice to render). */
export type FilterUpdate = (change: (current: JournalFilters) => JournalFilters) => void;
/** The filters that are lists of chosen values. */
export type ListKey = 'types' | 'methods' | 'effects' | 'symptoms';

/** The chip groups of the panel, in order; the minimum rating comes before Effects. */
const CHIP_GROUPS: { title: MessageDescriptor; field: ListKey; values: readonly string[] }[] = [
  { title: msg`Strain Type`, field: 'types', values: STRAIN_TYPES },
  { title: msg`Method`, field: 'methods', values: METHODS },
  { title: msg`Effects`, field: 'effects', values: EFFECTS },
  { title: msg`Taken for`, field: 'symptoms', values: SYMPTOMS },
];

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** One group of chips; memoised on its own selection, so a click re-renders only its group. */
const ChipGroup = memo(function ChipGroup({
  title,
  field,
  values,
  selected,
  onUpdate,
}: {
  title: MessageDescriptor;
  field: ListKey;
  values: readonly string[];
  selected: string[];
  onUpdate: FilterUpdate;
}) {
  const { i18n } = useLingui();
  return (
    <Group title={i18n._(title)}>
      {values.map((v) => (
        <Chip
          key={v}
          pressed={selected.includes(v)}
          onPressedChange={(on) => onUpdate((f) => ({ ...f, [field]: toggle(f[field], v, on) }))}
          icon={
            field === 'types' ? (
              <span aria-hidden="true" className={`size-2.5 rounded-full ${STRAIN_DOT[v]}`} />
            ) : field === 'effects' ? (
              <EffectIcon effect={v} />
            ) : undefined
          }
        >
          {i18n._(field === 'symptoms' ? symptomLabel(v) : label(v))}
        </Chip>
      ))}
    </Group>
  );
});

const MinRating = memo(function MinRating({ value, onUpdate }: { value: number; onUpdate: FilterUpdate }) {
  const { t } = useLingui();
  return (
    <div className="max-w-md">
      <RatingSlider
        id="filter-min-rating"
        label={t`Minimum Rating`}
        value={value}
        min={0}
        max={RATING_MAX}
        step={1}
        format={(v) => (v === 0 ? t`Any` : `${v}+`)}
        onChange={(minRating) => onUpdate((f) => ({ ...f, minRating }))}
      />
    </div>
  );
});

/** The journal's filter panel: strain type, method, minimum rating, effects, symptoms, and "Reset All". */
export const FilterPanel = memo(function FilterPanel({
  id,
  filters,
  onUpdate,
  onReset,
}: {
  id: string;
  filters: JournalFilters;
  onUpdate: FilterUpdate;
  onReset: () => void;
}) {
  const { t } = useLingui();
  return (
    <section
      id={id}
      aria-label={t`Filters`}
      className="mb-4 space-y-5 rounded-card border border-border bg-card p-4 shadow-sm animate-pop-in"
    >
      {CHIP_GROUPS.map((group) => (
        <Fragment key={group.field}>
          {group.field === 'effects' ? <MinRating value={filters.minRating} onUpdate={onUpdate} /> : null}
          <ChipGroup {...group} selected={filters[group.field]} onUpdate={onUpdate} />
        </Fragment>
      ))}
      <div className="flex justify-end border-t border-border pt-4">
        <Button variant="outline" onClick={onReset}>
          <RotateCcw aria-hidden="true" /> <Trans>Reset All</Trans>
        </Button>
      </div>
    </section>
  );
});
