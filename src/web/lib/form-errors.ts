import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

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
