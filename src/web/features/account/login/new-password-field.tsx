import { useLingui } from '@lingui/react/macro';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { NEW_PASSWORD_MIN } from '../../../../shared/constants';
import { Input } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';

/** A password chosen now (an invitation, a sign-up), with the rule it is held to. */
export function NewPasswordField<T extends FieldValues & { password: string }>({
  form,
  id,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  id: string;
}) {
  const { t } = useLingui();
  return (
    <FormField
      form={form}
      name={'password' as Path<T>}
      label={t`Choose a password`}
      id={id}
      hint={t`At least ${NEW_PASSWORD_MIN} characters, and not one of the common passwords.`}
    >
      <Input type="password" autoComplete="new-password" {...form.register('password' as Path<T>)} />
    </FormField>
  );
}
