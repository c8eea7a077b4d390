import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { label, METHODS, PRODUCT_TYPES, type ProductType } from '../../../../shared/constants';
import { ENTRY_DEFAULTS, productTypeLabel } from '../../../../shared/entry-rules';
import {
  BLOCKS_DEFAULT,
  BLOCKS_MAX,
  BLOCKS_MIN,
  type ExperimentCreateInput,
  experimentCreateInput,
  MINIMUM_DIFFERENCE_DEFAULT,
  MINIMUM_DIFFERENCE_MAX,
  PERIOD_DAYS_DEFAULT,
  PERIOD_DAYS_EDIBLE,
  PERIOD_DAYS_MAX,
  PERIOD_DAYS_MIN,
  STARTS_WITHIN_DAYS,
  WASHOUT_DAYS,
  WASHOUT_DAYS_DEFAULT,
} from '../../../../shared/experiments';
import { type Symptom, symptomLabel } from '../../../../shared/session-rules';
import { applyApiError, useZodFormOf } from '../../../lib/form';
import { formatInputNumber, formatNumber, parseDecimal } from '../../../lib/format';
import { FieldError, Input, NativeSelect, Options } from '../../../ui/field';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { TimeZoneNotice } from '../../../ui/time-zone-notice';
import { stashQueries } from '../../stash/api';
import { inSentence } from '../labels';
import { useCreateExperiment } from './api';

/** One product as the form holds it: a stash item's id, or OTHER with a strain name and product type. */
interface ArmValues {
  stashItemId: string;
  strainName: string;
  productType: ProductType;
}

const OTHER = 'other';

/** The plan's values in the controls' shapes, under the API's names so a refusal lands on its field. */
interface PlanValues {
  symptom: Symptom;
  arms: [ArmValues, ArmValues];
  dose: string;
  method: string;
  timeOfDay: string;
  /** "HH:MM" from a time control; '' leaves it to the daily reminder's time. */
  reminderTime: string;
  periodDays: string;
  blocks: string;
  washoutDays: string;
  minimumDifference: string;
  startsOn: string;
}

const blankArm = (stashItemId: string): ArmValues => ({
  stashItemId,
  strainName: '',
  productType: ENTRY_DEFAULTS.productType,
});

const numberOr = (text: string) => parseDecimal(text) ?? undefined;

/** The body the values make; the shared schema then checks it with the server's own messages. */
function toInput(v: PlanValues): ExperimentCreateInput {
  return {
    symptom: v.symptom,
    arms: v.arms.map((a) =>
      a.stashItemId && a.stashItemId !== OTHER
        ? { stashItemId: Number(a.stashItemId) }
        : { strainName: a.strainName, productType: a.productType },
    ),
    dose: v.dose,
    method: v.method as ExperimentCreateInput['method'],
    timeOfDay: v.timeOfDay,
    reminderTime: v.reminderTime || undefined,
    periodDays: numberOr(v.periodDays),
    blocks: Number(v.blocks),
    washoutDays: Number(v.washoutDays),
    minimumDifference: numberOr(v.minimumDifference),
    startsOn: v.startsOn || undefined,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

const days = (i18n: I18n, d: string) => i18n._(msg`${plural(Number(d), { one: '# day', other: '# days' })}`);

/** The settings counted in days or blocks: each a select of its few counts, said in words. */
const countFields = (
  i18n: I18n,
): Array<{
  name: 'periodDays' | 'blocks' | 'washoutDays';
  label: string;
  hint: string;
  values: string[];
  option: (value: string) => string;
}> => [
  {
    name: 'periodDays',
    label: i18n._(msg`Days of each product in a row`),
    hint: i18n._(
      msg`Long enough to tell them apart: ${PERIOD_DAYS_DEFAULT} days by default, ${PERIOD_DAYS_EDIBLE} for edibles.`,
    ),
    // Empty: the server picks by product type.
    values: ['', ...range(PERIOD_DAYS_MIN, PERIOD_DAYS_MAX)],
    option: (d) => (d === '' ? i18n._(msg`Default`) : days(i18n, d)),
  },
  {
    name: 'blocks',
    label: i18n._(msg`Blocks`),
    hint: i18n._(msg`Each block is a stretch of A and a stretch of B. More blocks, a surer answer.`),
    values: range(BLOCKS_MIN, BLOCKS_MAX),
    option: (n) => i18n._(msg`${plural(Number(n), { one: '# block', other: '# blocks' })}`),
  },
  {
    name: 'washoutDays',
    label: i18n._(msg`Washout`),
    hint: i18n._(msg`The first day of each stretch does not count, while the last product may still act.`),
    values: WASHOUT_DAYS.map(String),
    option: (d) => (d === '0' ? i18n._(msg`None`) : days(i18n, d)),
  },
];

/**
 * "Compare two products": the plan of an experiment for `symptom`, each setting with its default and a line
 * on what it does. Planned, it opens on the experiment's page.
 */
export default function PlanExperimentDialog({
  symptom,
  onClose,
}: {
  symptom: Symptom;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const { i18n, t } = useLingui();
  const items = useQuery(stashQueries.items());
  const stash = (items.data ?? []).filter((i) => i.list === 'stash');
  const form = useZodFormOf<PlanValues, typeof experimentCreateInput>(experimentCreateInput, toInput, {
    defaultValues: {
      symptom,
      arms: [blankArm(OTHER), blankArm(OTHER)],
      dose: '',
      method: ENTRY_DEFAULTS.method,
      timeOfDay: symptom === 'insomnia' ? t`before bed` : t`in the evening`,
      reminderTime: '',
      periodDays: '',
      blocks: String(BLOCKS_DEFAULT),
      washoutDays: String(WASHOUT_DAYS_DEFAULT),
      minimumDifference: formatInputNumber(MINIMUM_DIFFERENCE_DEFAULT),
      startsOn: '',
    },
  });
  const create = useCreateExperiment((err) => applyApiError(form, err));
  const arms = form.watch('arms');
  const { register } = form;

  const armFields = ([0, 1] as const).map((i) => {
    const name = i === 0 ? 'A' : 'B';
    const byName = !arms[i].stashItemId || arms[i].stashItemId === OTHER;
    return (
      <fieldset key={name} className="grid gap-3 rounded-xl border border-border p-3">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Product {name}</Trans>
        </legend>
        {stash.length > 0 ? (
          <FormField form={form} name={`arms.${i}.stashItemId`} label={t`From your stash`}>
            <NativeSelect {...register(`arms.${i}.stashItemId`)}>
              {stash.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.strainName} · {i18n._(productTypeLabel(item.productType))}
                </option>
              ))}
              <option value={OTHER}>{t`Another product…`}</option>
            </NativeSelect>
          </FormField>
        ) : null}
        {byName ? (
          <>
            <FormField form={form} name={`arms.${i}.strainName`} label={t`Strain`}>
              <Input autoComplete="off" {...register(`arms.${i}.strainName`)} />
            </FormField>
            <FormField form={form} name={`arms.${i}.productType`} label={t`Product type`}>
              <NativeSelect {...register(`arms.${i}.productType`)}>
                <Options values={PRODUCT_TYPES} label={(p) => i18n._(productTypeLabel(p))} />
              </NativeSelect>
            </FormField>
          </>
        ) : null}
        <FieldError>{form.formState.errors.arms?.[i]?.message}</FieldError>
      </fieldset>
    );
  });

  return (
    <FormDialog
      title={t`Compare two products`}
      description={t`Take A and B in turns, a few days each, in an order drawn at random, and rate your ${inSentence(i18n, i18n._(symptomLabel(symptom)))} before and after each session. The answer says how sure it is.`}
      onClose={onClose}
      onSubmit={form.handleSubmit((input) =>
        create.mutate(input, {
          onSuccess: (experiment) => {
            onClose();
            navigate(`/experiments/${experiment.id}`);
          },
        }),
      )}
      busy={create.isPending}
      submitLabel={t`Start the experiment`}
      busyLabel={t`Planning...`}
    >
      <FieldError>{form.formState.errors.symptom?.message}</FieldError>
      {armFields}
      <FieldError>{form.formState.errors.arms?.message}</FieldError>
      <FormField
        form={form}
        name="dose"
        label={t`Dose`}
        hint={t`The same amount each time, e.g. 5 mg or 2 puffs.`}
      >
        <Input autoComplete="off" {...register('dose')} />
      </FormField>
      <FormField form={form} name="method" label={t`Method`} hint={t`How you take both products.`}>
        <NativeSelect {...register('method')}>
          <Options values={METHODS} label={(m) => i18n._(label(m))} />
        </NativeSelect>
      </FormField>
      <FormField
        form={form}
        name="timeOfDay"
        label={t`Time of day`}
        hint={t`When you take it, in your words: "before bed", "after work".`}
      >
        <Input autoComplete="off" {...register('timeOfDay')} />
      </FormField>
      <FormField
        form={form}
        name="reminderTime"
        label={t`Remind me at (optional)`}
        hint={t`On each experiment day, when reminders are on in Settings. Left empty: your daily reminder's time.`}
      >
        <Input type="time" {...register('reminderTime')} />
      </FormField>
      {countFields(i18n).map((f) => (
        <FormField key={f.name} form={form} name={f.name} label={f.label} hint={f.hint}>
          <NativeSelect {...register(f.name)}>
            <Options values={f.values} label={f.option} />
          </NativeSelect>
        </FormField>
      ))}
      <FormField
        form={form}
        name="minimumDifference"
        label={t`Smallest difference worth acting on`}
        hint={t`In points of relief on the 0–10 scale (up to ${formatNumber(MINIMUM_DIFFERENCE_MAX)}). Smaller differences count as none.`}
      >
        <Input inputMode="decimal" autoComplete="off" {...register('minimumDifference')} />
      </FormField>
      <FormField
        form={form}
        name="startsOn"
        label={t`Start`}
        hint={t`Leave empty to start today, or pick a day within ${STARTS_WITHIN_DAYS} days.`}
      >
        <Input type="date" {...register('startsOn')} />
      </FormField>
      {/* The experiment's days, today included, are the account's. */}
      <TimeZoneNotice />
    </FormDialog>
  );
}
