import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { speakOurZodMessages } from '../../shared/zod-messages';

// zod's own words (a schema that gives no message) never reach a form: ours, marked and translated, do
// (issue 59). Here, with the forms' chunk, so the sign-in page's first load (no zod) stays small.
speakOurZodMessages();

/** react-hook-form driven by a shared zod schema: the client checks with the server's rules and messages. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}

/**
 * The same, for a form whose controls hold values in their own shape (text in number boxes, fields that
 * apply only to some choices): `toInput` turns the form's values into the request body, which the shared
 * schema then checks. Keep the form's field names the API's, so an error lands on the field it names.
 */
export function useZodFormOf<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: V) => unknown,
  options: Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<V, unknown, z.output<S>> {
  const prepared = z.preprocess((v) => toInput(v as V), schema) as unknown as z.ZodType<
    FieldValues,
    FieldValues
  >;
  const resolver = zodResolver(prepared);
  return useForm<V, unknown, z.output<S>>({
    ...options,
    resolver: resolver as unknown as Resolver<V, unknown, z.output<S>>,
  });
}

export { applyApiError } from './form-errors';
