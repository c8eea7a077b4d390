import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { Entry } from '../../../../shared/entries';
import {
  type FollowUpInput,
  followUpInput,
  SESSION_MESSAGES,
  symptomLabel,
} from '../../../../shared/sessions';
import { useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { RatingSlider } from '../../../ui/rating-slider';
import { SYMPTOM_SCALE } from '../../../ui/slider-label';
import { useSaveFollowUp } from './follow-up';

/**
 * "How do you feel now?": a slider per symptom still waiting for its "after" level (starting at the
 * "before" level), saved in one go. Used on the entry itself, and on Home once its card's preview is
 * touched (follow-up-card.tsx), where `levels` carries what was set on the preview and `sendAtOnce` a
 * Save pressed there.
 */
export function FollowUpForm({
  entry,
  levels,
  sendAtOnce = false,
}: {
  entry: Entry;
  levels?: Readonly<Record<string, number>>;
  sendAtOnce?: boolean;
}) {
  const { t, i18n } = useLingui();
  const form = useZodForm(followUpInput, {
    // The entry's symptoms are the shared list's (the server checked them); the type says string.
    defaultValues: {
      outcomes: entry.outcomes.map((o) => ({
        ...o,
        after: o.after ?? levels?.[o.symptom] ?? o.before,
      })) as FollowUpInput['outcomes'],
    },
  });
  const save = useSaveFollowUp(entry);
  const nowWas = (key: string, before: number) => {
    const symptom = i18n._(symptomLabel(key));
    return t`${symptom} now (was ${before})`;
  };
  const submit = form.handleSubmit(
    (values) => save.mutate(values.outcomes),
    // The sliders keep every level in range; a session stored with a symptom the list no longer has
    // would land here, and must say so rather than do nothing.
    () =>
      toast({
        title: t`Could not save`,
        description: i18n._(SESSION_MESSAGES.symptom),
        variant: 'destructive',
      }),
  );
  // Save was pressed on the preview before this code arrived: it is sent now, once, as if pressed here.
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the first render's values
  useEffect(() => {
    if (!sendAtOnce || sent.current) return;
    sent.current = true;
    void submit();
  }, []);
  return (
    <form
      className="space-y-3"
      aria-label={t`How do you feel now after ${entry.strainName}?`}
      onSubmit={submit}
      noValidate
    >
      {entry.outcomes.map((o, i) =>
        o.after == null ? (
          <Controller
            key={o.symptom}
            control={form.control}
            name={`outcomes.${i}.after`}
            render={({ field }) => (
              <RatingSlider
                id={`after-${entry.id}-${o.symptom}`}
                label={nowWas(o.symptom, o.before)}
                value={field.value ?? o.before}
                {...SYMPTOM_SCALE}
                onChange={field.onChange}
              />
            )}
          />
        ) : null,
      )}
      <Button type="submit" busy={save.isPending}>
        <Check aria-hidden="true" /> {save.isPending ? t`Saving...` : t`Save how I feel`}
      </Button>
    </form>
  );
}
