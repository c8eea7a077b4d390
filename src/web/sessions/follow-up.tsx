import { Bell, Check, HeartPulse } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Link } from 'wouter';
import type { Entry } from '../../shared/entries';
import { type FollowUpInput, followUpInput, SESSION_MESSAGES, symptomLabel } from '../../shared/sessions';
import { useSaveFollowUp } from '../entries/follow-up';
import { useZodForm } from '../lib/form';
import { toast } from '../lib/toast';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { RatingSlider, SYMPTOM_SCALE } from '../ui/rating-slider';
import { notificationsAvailable, useFollowUpReminders } from './reminders';

/**
 * "How do you feel now?": a slider per symptom still waiting for its "after" level (starting at the
 * "before" level), saved in one go. Used on Home and on the entry itself.
 */
export function FollowUpForm({ entry }: { entry: Entry }) {
  const form = useZodForm(followUpInput, {
    // The entry's symptoms are the shared list's (the server checked them); the type says string.
    defaultValues: {
      outcomes: entry.outcomes.map((o) => ({
        ...o,
        after: o.after ?? o.before,
      })) as FollowUpInput['outcomes'],
    },
  });
  const save = useSaveFollowUp(entry);
  return (
    <form
      className="space-y-3"
      aria-label={`How do you feel now after ${entry.strainName}?`}
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values.outcomes),
        // The sliders keep every level in range; a session stored with a symptom the list no longer has
        // would land here, and must say so rather than do nothing.
        () =>
          toast({ title: 'Could not save', description: SESSION_MESSAGES.symptom, variant: 'destructive' }),
      )}
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
                label={`${symptomLabel(o.symptom)} now (was ${o.before})`}
                value={field.value ?? o.before}
                {...SYMPTOM_SCALE}
                onChange={field.onChange}
              />
            )}
          />
        ) : null,
      )}
      <Button type="submit" disabled={save.isPending}>
        <Check aria-hidden="true" /> {save.isPending ? 'Saving...' : 'Save how I feel'}
      </Button>
    </form>
  );
}

/** Home: the sessions whose follow-up is open now, newest first, each with its form. */
export function FollowUpCard({ due }: { due: Entry[] }) {
  const reminders = useFollowUpReminders();
  if (due.length === 0) return null;
  return (
    // Celebrations wait while it sits where they show (under the header): they never cover it.
    <Card tone="primary" data-celebration-clear="">
      <CardHeader>
        <CardTitle icon={HeartPulse}>How do you feel now?</CardTitle>
        <CardDescription>
          Rate your symptoms again to see what helps.{' '}
          {due.length === 1 ? 'One session is' : `${due.length} sessions are`} waiting.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {due.slice(0, 3).map((entry) => (
          <section key={entry.id} aria-labelledby={`follow-up-${entry.id}`} className="space-y-2">
            <h3 id={`follow-up-${entry.id}`} className="font-semibold">
              <Link href={`/entry/${entry.id}`} className="hover:underline">
                {entry.strainName}
              </Link>
            </h3>
            <FollowUpForm entry={entry} />
          </section>
        ))}
        {notificationsAvailable() && reminders.permission === 'default' ? (
          <Button variant="outline" size="sm" onClick={reminders.ask}>
            <Bell aria-hidden="true" /> Remind me with a notification
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
