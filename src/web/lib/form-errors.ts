import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

/**
 * A form's say over a mutation's refusal, handed to the feature's hook: true when the form put it on a
 * field (`applyApiError`), so the hook's failure toast is not needed.
 */
export type PlaceError = (err: Error) => boolean;

/**
 * Puts an API error that names a field onto that field of the form (focusing it). Returns true when it
 * did, so the caller shows a toast only for errors no field can hold.
 */
export function applyApiError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  err: unknown,
): boolean {
  if (!(err instanceof ApiError) || !err.field) return false;
  const name = err.field as FieldPath<T>;
  const known = Object.hasOwn(form.getValues() as object, err.field.split('.')[0]);
  if (!known) return false;
  form.setError(name, { type: 'server', message: err.message }, { shouldFocus: true });
  return true;
}
