import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CONDITIONS_MAX, type ReportProfile, reportProfileInput } from '../../../../shared/report';
import { applyApiError, useZodFormOf } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Input, Textarea } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';
import { reportQueries, useSaveReportProfile } from '../../report/api';
import { SettingsCard } from './settings-card';

type Values = { displayName: string; conditions: string };

const toInput = (v: Values) => ({ displayName: v.displayName, conditions: v.conditions.split('\n') });

function ProfileForm({ profile }: { profile: ReportProfile }) {
  const { t } = useLingui();
  const form = useZodFormOf<Values, typeof reportProfileInput>(reportProfileInput, toInput, {
    defaultValues: { displayName: profile.displayName ?? '', conditions: profile.conditions.join('\n') },
  });
  const save = useSaveReportProfile((err) => applyApiError(form, err));
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) =>
        form.reset({ displayName: saved.displayName ?? '', conditions: saved.conditions.join('\n') }),
    }),
  );
  // A condition too long is refused at its place in the list ("conditions.2"): shown under the one box.
  const conditionsError = form.formState.errors.conditions as unknown as
    | { message?: string }
    | Array<{ message?: string } | undefined>
    | undefined;
  const conditionsMessage = Array.isArray(conditionsError)
    ? conditionsError.find((e) => e?.message)?.message
    : conditionsError?.message;
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormField form={form} name="displayName" label={t`Name on the report`} hint={t`Optional.`}>
        <Input autoComplete="name" {...form.register('displayName')} />
      </FormField>
      <FormField
        form={form}
        name="conditions"
        label={t`Conditions you track`}
        hint={t`Optional. One a line, up to ${CONDITIONS_MAX}.`}
        error={conditionsMessage}
      >
        <Textarea rows={4} {...form.register('conditions')} />
      </FormField>
      <Button type="submit" busy={save.isPending}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}

/** The name and conditions the report for a clinician (and its shared links) is made out to. */
export function ReportProfileCard() {
  const { t } = useLingui();
  const profile = useQuery(reportQueries.profile());
  return (
    <SettingsCard
      title={t`On your report`}
      description={t`Shown at the top of your report and its shared links.`}
    >
      {profile.data ? <ProfileForm profile={profile.data} /> : null}
    </SettingsCard>
  );
}
