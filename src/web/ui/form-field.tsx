import { cloneElement, type ReactElement, useId } from 'react';
import type { FieldPath, FieldValues, FormState } from 'react-hook-form';

/** What a field needs of its form: the errors (any form, whatever its submitted shape). */
type FormErrorsOf<T extends FieldValues> = { formState: Pick<FormState<T>, 'errors'> };

import { FieldError, Label } from './field';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * One field: label, control, hint and error, wired for assistive technology. The control gets the id the
 * label points at, `aria-invalid` while there is an error, and `aria-describedby` naming the hint and the
 * error (announced through role=alert). With `form` and `name` the error comes from react-hook-form;
 * `error` overrides it.
 */
export function FormField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  error,
  id: givenId,
  className,
  children,
}: {
  form?: FormErrorsOf<T>;
  name?: FieldPath<T>;
  label: string;
  hint?: string;
  error?: string | null;
  id?: string;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const generated = useId();
  const id = givenId ?? (name ? String(name).replaceAll('.', '-') : generated);
  const message = error ?? (form && name ? fieldErrorMessage(form, name) : undefined);
  const { describedBy } = fieldNoteIds(id, hint, message);
  return (
    <div className={className ?? 'space-y-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': Boolean(message), 'aria-describedby': describedBy })}
      <FieldNotes id={id} hint={hint} error={message} />
    </div>
  );
}

/** The ids of the hint and error under the control `id`, and the `aria-describedby` that names them. */
export function fieldNoteIds(id: string, hint: string | undefined, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** Under the control `id`: its hint, then its error (announced through role=alert). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const { hintId, errorId } = fieldNoteIds(id, hint, error);
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </>
  );
}

function fieldErrorMessage<T extends FieldValues>(
  form: FormErrorsOf<T>,
  name: FieldPath<T>,
): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of String(name).split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
