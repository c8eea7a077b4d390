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
const CHIP_GROUPS: { title: string; field: ListKey; values: readonly string[] }[] = [
  { title: 'Strain Type', field: 'types', values: STRAIN_TYPES },
  { title: 'Method', field: 'methods', values: METHODS },
  { title: 'Effects', field: 'effects', values: EFFECTS },
  { title: 'Taken for', field: 'symptoms', values: SYMPTOMS },
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
  title: string;
  field: ListKey;
  values: readonly string[];
  selected: string[];
  onUpdate: FilterUpdate;
}) {
  return (
    <Group title={title}>
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
          {field === 'symptoms' ? symptomLabel(v) : label(v)}
        </Chip>
      ))}
    </Group>
  );
});

const MinRating = memo(function MinRating({ value, onUpdate }: { value: number; onUpdate: FilterUpdate }) {
  return (
    <div className="max-w-md">
      <RatingSlider
        id="filter-min-rating"
        label="Minimum Rating"
        value={value}
        min={0}
        max={RATING_MAX}
        step={1}
        format={(v) => (v === 0 ? 'Any' : `${v}+`)}
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
  return (
    <section
      id={id}
      aria-label="Filters"
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
          <RotateCcw aria-hidden="true" /> Reset All
        </Button>
      </div>
    </section>
  );
});
