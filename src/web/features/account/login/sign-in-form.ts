import { createFormControl, type FieldErrors, type Resolver } from 'react-hook-form';
import { loginProblems } from '../../../../shared/login';

export interface LoginValues {
  username: string;
  password: string;
}

/** The sign-in checks without zod (the sign-in screen must stay small), as a react-hook-form resolver. */
const loginResolver: Resolver<LoginValues> = async (values) => {
  const problems = loginProblems(values.username ?? '', values.password ?? '');
  const errors: FieldErrors<LoginValues> = {};
  if (problems.username) errors.username = { type: 'validate', message: problems.username };
  if (problems.password) errors.password = { type: 'validate', message: problems.password };
  return problems.username || problems.password ? { values: {}, errors } : { values, errors: {} };
};

const FIELDS = ['username', 'password'] as const;

/**
 * react-hook-form over the sign-in form's own inputs, which were drawn (and may have been typed into or
 * autofilled) before this module arrived (decision 0062). Each input is registered where it stands: with no
 * default value to write, react-hook-form takes what it holds, and follows its `input` and `blur` events from
 * then on. Nothing is redrawn, so nothing typed is lost and focus and the caret stay where they are.
 */
export function controlSignInForm(
  form: HTMLFormElement,
  onErrors: (errors: FieldErrors<LoginValues>) => void,
) {
  const control = createFormControl<LoginValues>({
    resolver: loginResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  for (const name of FIELDS) {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) throw new Error(`The sign-in form has no input named ${name}`);
    const { ref, onChange, onBlur } = control.register(name);
    ref(input);
    input.addEventListener('input', onChange);
    input.addEventListener('blur', onBlur);
  }
  control.subscribe({ formState: { errors: true }, callback: ({ errors }) => onErrors({ ...errors }) });
  return control;
}

export type SignInForm = ReturnType<typeof controlSignInForm>;
