import { useLingui } from '@lingui/react';
import { Label as RadixLabel } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { sayMessage } from '../lib/i18n';

const control =
  'w-full rounded-xl border border-border bg-card px-3 text-base sm:text-sm text-foreground placeholder:text-muted-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60 aria-[invalid=true]:border-destructive';

/** A text box; `tall` for a screen's main box (the search page's). */
export function Input({ className, tall, ...props }: ComponentProps<'input'> & { tall?: boolean }) {
  return <input className={cn(control, tall ? 'min-h-12' : 'min-h-11', className)} {...props} />;
}

/** A text area; `short` for a side note (a stash item's notes). */
export function Textarea({ className, short, ...props }: ComponentProps<'textarea'> & { short?: boolean }) {
  return <textarea className={cn(control, 'py-2', short ? 'min-h-16' : 'min-h-24', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(control, 'min-h-11 pr-8', className)} {...props} />;
}

/** A select's options: each value with its label. */
export function Options<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => string;
}) {
  return values.map((v) => (
    <option key={v} value={v}>
      {label(v)}
    </option>
  ));
}

/** A labelled select of fixed choices, answering the chosen value in its own type (a number stays one). */
export function SelectField<T extends string | number>({
  id,
  label,
  value,
  values,
  optionLabel,
  onValueChange,
  className,
}: {
  id: string;
  label: string;
  value: T;
  values: readonly T[];
  optionLabel: (value: T) => string;
  onValueChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => {
          const chosen = values.find((v) => String(v) === e.target.value);
          if (chosen !== undefined) onValueChange(chosen);
        }}
      >
        <Options values={values} label={optionLabel} />
      </NativeSelect>
    </div>
  );
}

export function Label({ className, ...props }: ComponentProps<typeof RadixLabel.Root>) {
  return <RadixLabel.Root className={cn('text-sm font-medium', className)} {...props} />;
}

/**
 * A field's error line, announced to screen readers, in the active language: a shared schema's message is
 * its English text, the id of its translation (decision 0080); the server's words are already translated
 * and read as they are.
 */
export function FieldError({ id, children }: { id?: string; children?: string | null }) {
  const { i18n } = useLingui();
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {sayMessage(children, i18n)}
    </p>
  );
}
