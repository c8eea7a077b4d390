import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Globe2, HeartPulse, NotebookPen, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../../shared/constants';
import { SYMPTOMS, type Symptom, symptomLabel } from '../../../shared/session-rules';
import type { AccountChoice } from '../../lib/account-choice';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { browserCurrency, currencyChoice } from '../../lib/currency';
import { onboardingQueries, useFinishOnboarding, useSaveTrackedSymptoms } from '../../lib/first-day';
import { browserTimeZone, timeZoneChoice } from '../../lib/time-zone';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { useEscapeOverToasts } from '../../ui/escape-over-toasts';
import { Label, NativeSelect } from '../../ui/field';
import { IconTile } from '../../ui/icon-tile';
import { ModalRoot } from '../../ui/modal-root';
import { currencyOptions, knownZones } from './settings/account-choices';
import { ReminderControls } from './settings/reminders-card';

const STEPS = [
  {
    id: 'symptoms',
    icon: HeartPulse,
    title: msg`What do you want to track?`,
    text: msg`Choose the symptoms you take cannabis for. They come first when you log a session and on What helps.`,
  },
  {
    id: 'place',
    icon: Globe2,
    title: msg`Your time zone and currency`,
    text: msg`Your days and streaks begin at midnight where you are; prices you note are in your currency. We filled in what this browser says.`,
  },
  {
    id: 'reminder',
    icon: Bell,
    title: msg`A daily reminder`,
    text: msg`Only on days you have not logged yet, at the time you choose. Reminders are optional: your browser asks first.`,
  },
  {
    id: 'first',
    icon: NotebookPen,
    title: msg`Log your first session`,
    text: msg`What you took, how much, and why. It takes a minute, and once it has kicked in you can say how you feel.`,
  },
] as const;
type StepId = (typeof STEPS)[number]['id'];

/**
 * The first-day introduction (decision 0055): four short steps, each skippable; finishing or skipping it
 * is kept on the account, so no device shows it again. Every choice is in Settings too.
 */
export default function Onboarding({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [, navigate] = useLocation();
  const finish = useFinishOnboarding();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const step = STEPS[index];
  const last = index === STEPS.length - 1;
  const Icon = step.icon;
  const stepNumber = index + 1;
  const stepCount = STEPS.length;

  const symptoms = useSymptomsStep();
  const place = usePlaceStep();
  const saving = symptoms.save.isPending || place.save.isPending;
  const problem =
    step.id === 'symptoms' ? symptoms.save.error : step.id === 'place' ? place.save.error : null;

  // Each step's title takes the focus, so a screen reader reads where the person is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => titleRef.current?.focus(), [index]);

  const done = (then?: string) => {
    finish.mutate();
    onClose();
    if (then) navigate(then);
  };
  const next = () => (last ? done() : setIndex(index + 1));
  const content = useEscapeOverToasts<HTMLDivElement>({ close: () => done() });
  const saveAndNext = async () => {
    if (step.id === 'first') return done('/new');
    const save = step.id === 'symptoms' ? symptoms.save : step.id === 'place' ? place.save : null;
    // A save that failed keeps its step and says why; Skip still moves on.
    if (
      save &&
      !(await save.mutateAsync().then(
        () => true,
        () => false,
      ))
    )
      return;
    next();
  };

  return (
    <ModalRoot kit={RadixDialog} first open onOpenChange={(open) => (open ? undefined : done())}>
      <RadixDialog.Content
        ref={content}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          titleRef.current?.focus();
        }}
        onPointerDownOutside={(e) => e.preventDefault()}
        className={cn(
          'fixed z-[60] flex max-h-[92dvh] w-full flex-col overflow-hidden bg-card text-card-foreground shadow-2xl animate-pop-in',
          'inset-x-0 bottom-0 rounded-t-3xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
        )}
      >
        <div className="flex items-center justify-between gap-4 px-5 pt-4">
          <p className="text-sm font-medium text-muted-foreground">{t`Step ${stepNumber} of ${stepCount}`}</p>
          <RadixDialog.Close className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2">
            <Trans>Skip introduction</Trans> <X className="size-4" aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        <div className="flex gap-1.5 px-5 pt-2" aria-hidden="true">
          {STEPS.map((s, i) => (
            <span
              key={s.id}
              className={cn('h-1.5 flex-1 rounded-full', i <= index ? 'bg-primary' : 'bg-border')}
            />
          ))}
        </div>
        <div className="overflow-y-auto px-5 pt-5 pb-2">
          <div className="flex items-start gap-3">
            <IconTile icon={Icon} size="md" />
            <div className="min-w-0">
              <RadixDialog.Title
                ref={titleRef}
                tabIndex={-1}
                className="text-xl font-bold tracking-tight outline-none"
              >
                {index === 0 ? t`Welcome to ${PRODUCT_NAME}` : t(step.title)}
              </RadixDialog.Title>
              {index === 0 ? <p className="mt-0.5 font-semibold">{t(step.title)}</p> : null}
              <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
                {t(step.text)}
              </RadixDialog.Description>
            </div>
          </div>
          <div className="mt-5">
            <StepBody id={step.id} symptoms={symptoms} place={place} />
          </div>
          {problem ? (
            <p role="alert" className="mt-3 text-sm text-destructive">
              {errorMessage(problem)} <Trans>You can skip this step and change it later in Settings.</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-4">
          <Button variant="ghost" tone="muted" onClick={next} busy={saving}>
            <Trans>Skip</Trans>
          </Button>
          <Button onClick={saveAndNext} busy={saving} size="lg">
            {step.id === 'first' ? t`Log a session` : step.id === 'reminder' ? t`Next` : t`Save and continue`}
          </Button>
        </div>
      </RadixDialog.Content>
    </ModalRoot>
  );
}

function StepBody({
  id,
  symptoms,
  place,
}: {
  id: StepId;
  symptoms: ReturnType<typeof useSymptomsStep>;
  place: ReturnType<typeof usePlaceStep>;
}): ReactNode {
  const { t } = useLingui();
  if (id === 'symptoms') return <SymptomChoice {...symptoms} />;
  if (id === 'place') return <PlaceChoice {...place} />;
  if (id === 'reminder')
    return (
      <div className="divide-y divide-border rounded-2xl border border-border px-4">
        <ReminderControls timeNote={t`In your time zone.`} />
      </div>
    );
  return (
    <ul className="space-y-2 text-sm">
      <li className="rounded-xl bg-muted/60 px-4 py-3">
        <Trans>
          <span className="font-medium">What:</span> the strain or product, how you took it and how much.
        </Trans>
      </li>
      <li className="rounded-xl bg-muted/60 px-4 py-3">
        <Trans>
          <span className="font-medium">Why:</span> the symptoms you took it for, and how strong they are now.
        </Trans>
      </li>
      <li className="rounded-xl bg-muted/60 px-4 py-3">
        <Trans>
          <span className="font-medium">After:</span> a reminder asks how you feel once it has kicked in.
        </Trans>
      </li>
    </ul>
  );
}

/** The symptoms step: chips started from what the account tracks, saved on "Save and continue". */
function useSymptomsStep() {
  const tracked = useQuery(onboardingQueries.trackedSymptoms());
  const [picked, setPicked] = useState<Symptom[] | null>(null);
  const chosen = picked ?? tracked.data?.symptoms ?? [];
  const saveSymptoms = useSaveTrackedSymptoms();
  const save = useMutation({ mutationFn: () => saveSymptoms.mutateAsync(chosen) });
  const toggle = (symptom: Symptom, on: boolean) =>
    setPicked(SYMPTOMS.filter((s) => (s === symptom ? on : chosen.includes(s))));
  return { chosen, toggle, save };
}

function SymptomChoice({ chosen, toggle }: ReturnType<typeof useSymptomsStep>) {
  const { t, i18n } = useLingui();
  const chosenCount = chosen.length;
  return (
    <fieldset>
      <legend className="sr-only">{t`Symptoms you track`}</legend>
      <div className="flex flex-wrap gap-2">
        {SYMPTOMS.map((s) => (
          <Chip key={s} pressed={chosen.includes(s)} onPressedChange={(on) => toggle(s, on)}>
            {i18n._(symptomLabel(s))}
          </Chip>
        ))}
      </div>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {chosen.length === 0 ? (
          t`None chosen: every symptom stays in its usual order.`
        ) : (
          <Plural value={chosenCount} one="# chosen." other="# chosen." />
        )}
      </p>
    </fieldset>
  );
}

/**
 * One choice of the place step: what the person picked here, else the account's own once chosen, else
 * this browser's (`guess`); `save` sends it only when it differs from the account's (or none was chosen).
 */
function useProposal<T extends { chosen: boolean }>(choice: AccountChoice<T>, guess: () => string) {
  const queryClient = useQueryClient();
  const setting = useQuery(choice.query).data;
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? (setting ? (setting.chosen ? choice.pick(setting) : guess()) : '');
  const save = async () => {
    if (value && setting && (!setting.chosen || choice.pick(setting) !== value))
      queryClient.setQueryData(choice.query.queryKey, await choice.choose(value));
  };
  return { value, pick: setPicked, save };
}

/** The time zone and currency step: each proposed as `useProposal` says, saved one after the other. */
function usePlaceStep() {
  const zone = useProposal(timeZoneChoice, browserTimeZone);
  const currency = useProposal(currencyChoice, browserCurrency);
  const save = useMutation({
    mutationFn: async () => {
      await zone.save();
      await currency.save();
    },
  });
  return { zone, currency, save };
}

function PlaceChoice({ zone, currency }: ReturnType<typeof usePlaceStep>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceSelect id={`${id}-zone`} label={t`Time zone`} proposal={zone} options={knownZones} />
      <ChoiceSelect id={`${id}-currency`} label={t`Currency`} proposal={currency} options={currencyOptions} />
    </div>
  );
}

/** One labelled choice from a list (`options` of the current value), "Loading…" until its value is known. */
function ChoiceSelect({
  id,
  label,
  proposal: { value, pick },
  options,
}: {
  id: string;
  label: string;
  proposal: ReturnType<typeof useProposal>;
  options: (current: string) => { value: string; label: string }[];
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} disabled={!value} onChange={(e) => pick(e.target.value)}>
        {value ? (
          options(value).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))
        ) : (
          <option value="">{t`Loading…`}</option>
        )}
      </NativeSelect>
    </div>
  );
}
