import type { ReactNode } from 'react';
import { EFFECTS, type Effect, label } from '../../shared/constants';
import { Chip } from '../ui/chip';
import { EffectIcon } from '../ui/effect-icon';
import { FieldError, Label } from '../ui/field';

/** A titled card of the entry form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 rounded-card border border-border bg-card p-4 shadow-sm sm:p-5">
      <div>
        <h2 className="text-base font-semibold">{title}</h2>
        {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A label, its control and its error line. */
export function Field({
  id,
  label: text,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {text}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** Effect chips with their icons; each toggles on and off. */
export function EffectPicker({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (next: Effect[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Effects</legend>
      <div className="flex flex-wrap gap-2">
        {EFFECTS.map((effect) => {
          const on = value.includes(effect);
          return (
            <Chip
              key={effect}
              pressed={on}
              onPressedChange={(next) =>
                onChange(
                  next
                    ? EFFECTS.filter((e) => e === effect || value.includes(e))
                    : (value.filter((e) => e !== effect) as Effect[]),
                )
              }
              icon={<EffectIcon effect={effect} />}
            >
              {label(effect)}
            </Chip>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Field-level messages from a failed parse of the shared schema: the first message of each field. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}
