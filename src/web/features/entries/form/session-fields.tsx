import { Trans, useLingui } from '@lingui/react/macro';
import { format, subHours } from 'date-fns';
import { ChevronDown, Clock } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { CONSUMED_AT_EARLIEST, type OutcomeInput, symptomLabel } from '../../../../shared/session-rules';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { useSymptomOrder } from '../../../lib/first-day';
import { browserTimeZone } from '../../../lib/time-zone';
import { Chip } from '../../../ui/chip';
import { FieldError, Input } from '../../../ui/field';
import { RatingSlider } from '../../../ui/rating-slider';
import { SYMPTOM_SCALE } from '../../../ui/slider-label';
import { TimeZoneNotice } from '../../../ui/time-zone-notice';

/** A date and time as ISO 8601 with the browser's offset ("2026-11-23T21:30:00+01:00"). */
export const withOffset = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm:ssxxx");
/** The value a datetime-local input shows for an instant, in the browser's zone. */
const localInputValue = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

/**
 * "When": now unless the user says otherwise, with one tap for "an hour ago" and a date-time picker for
 * anything else. The value is ISO 8601 with the browser's offset, or null for "now".
 */
export function WhenField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const [picking, setPicking] = useState(false);
  const id = useId();
  const anHourAgo = value !== null && !picking;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 flex items-center gap-1.5 text-sm font-medium">
        <Clock className="size-4 text-muted-foreground" aria-hidden="true" /> <Trans>When</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        <Chip
          pressed={value === null}
          onPressedChange={() => {
            setPicking(false);
            onChange(null);
          }}
        >
          <Trans>Now</Trans>
        </Chip>
        <Chip
          pressed={anHourAgo && Math.abs(Date.parse(value) - subHours(new Date(), 1).getTime()) < 5 * 60_000}
          onPressedChange={() => {
            setPicking(false);
            onChange(withOffset(subHours(new Date(), 1)));
          }}
        >
          <Trans>An hour ago</Trans>
        </Chip>
        <Chip
          pressed={picking}
          onPressedChange={() => {
            setPicking(true);
            onChange(value ?? withOffset(new Date()));
          }}
        >
          <Trans>Earlier…</Trans>
        </Chip>
      </div>
      {picking ? (
        <div className="space-y-1.5 animate-fade-in">
          {/* The time is set on this device's clock: where its zone is not the account's, said once here. */}
          <TimeZoneNotice />
          <label htmlFor={id} className="text-sm font-medium">
            <Trans>Date and time of use</Trans>
          </label>
          <Input
            id={id}
            type="datetime-local"
            value={value ? localInputValue(value) : ''}
            max={format(new Date(), "yyyy-MM-dd'T'HH:mm")}
            min={CONSUMED_AT_EARLIEST.slice(0, 16)}
            onChange={(e) => onChange(e.target.value ? withOffset(new Date(e.target.value)) : null)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="max-w-xs"
          />
        </div>
      ) : value ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Taken {formatDate(value, 'weekdayDateTime', { timeZone: browserTimeZone() })}</Trans>
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** "Why": symptom chips; each chosen symptom gets a 0–10 slider for how strong it is now. */
export function SymptomPicker({
  value,
  onChange,
  error,
  withAfter = false,
}: {
  value: readonly OutcomeInput[];
  onChange: (next: OutcomeInput[]) => void;
  error?: string;
  /** Editing a session: each symptom's level after, too (unset until followed up). */
  withAfter?: boolean;
}) {
  const { t, i18n } = useLingui();
  const chosen = new Map(value.map((o) => [o.symptom, o]));
  // The symptoms the person tracks come first (chosen in the introduction or in Settings).
  const symptoms = useSymptomOrder();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Why (optional)</Trans>
      </legend>
      <p className="-mt-1 text-sm text-muted-foreground">
        <Trans>
          What are you taking it for? Rate how strong each is now; you can say how you feel later.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        {symptoms.map((symptom) => (
          <Chip
            key={symptom}
            pressed={chosen.has(symptom)}
            onPressedChange={(on) =>
              onChange(
                on
                  ? symptoms.flatMap((s) =>
                      s === symptom
                        ? [{ symptom, before: 5, after: null }]
                        : chosen.has(s)
                          ? [chosen.get(s) as OutcomeInput]
                          : [],
                    )
                  : value.filter((o) => o.symptom !== symptom),
              )
            }
          >
            {i18n._(symptomLabel(symptom))}
          </Chip>
        ))}
      </div>
      {value.length > 0 ? (
        <div className="grid gap-x-6 gap-y-2 rounded-xl bg-muted/60 p-3 sm:grid-cols-2">
          {value.map((o) =>
            (withAfter ? (['before', 'after'] as const) : (['before'] as const)).map((when) => {
              const symptom = i18n._(symptomLabel(o.symptom));
              return (
                <RatingSlider
                  key={`${o.symptom}-${when}`}
                  id={`${when}-${o.symptom}`}
                  label={
                    !withAfter
                      ? t`${symptom} now`
                      : when === 'before'
                        ? t`${symptom} before`
                        : t`${symptom} after`
                  }
                  value={o[when] ?? null}
                  placeholder={o.before}
                  {...SYMPTOM_SCALE}
                  onChange={(level) =>
                    onChange(value.map((x) => (x.symptom === o.symptom ? { ...x, [when]: level } : x)))
                  }
                />
              );
            }),
          )}
        </div>
      ) : null}
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}

/** A disclosure: a button that shows and hides its region (label details, kept out of the way). */
export function Disclosure({
  title,
  summary,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  summary?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="rounded-xl border border-border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-3 text-left text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span>
          {title}
          {summary ? <span className="ml-2 font-normal text-muted-foreground">{summary}</span> : null}
        </span>
        <ChevronDown className={cn('size-4 transition', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id={id} hidden={!open} className="space-y-4 border-t border-border p-3">
        {open ? children : null}
      </div>
    </div>
  );
}
