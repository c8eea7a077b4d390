import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, Check, HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Entry } from '../../shared/entries';
import { type Outcome, SYMPTOM_LEVEL_MAX, symptomLabel } from '../../shared/session-rules';
import { errorMessage } from '../lib/api';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { RatingSlider } from '../ui/rating-slider';
import { toast } from '../ui/toast';
import { saveFollowUp } from './api';
import { notificationsAvailable, useFollowUpReminders } from './reminders';

/**
 * "How do you feel now?": a slider per symptom still waiting for its "after" level (starting at the
 * "before" level), saved in one go. Used on Home and on the entry itself.
 */
export function FollowUpForm({ entry, onSaved }: { entry: Entry; onSaved?: () => void }) {
  const queryClient = useQueryClient();
  const open = entry.outcomes.filter((o) => o.after == null);
  const [levels, setLevels] = useState<Record<string, number>>(() =>
    Object.fromEntries(open.map((o) => [o.symptom, o.before])),
  );
  const save = useMutation({
    mutationFn: () =>
      saveFollowUp(
        queryClient,
        entry,
        entry.outcomes.map((o) =>
          o.after == null ? { ...o, after: levels[o.symptom] ?? o.before } : o,
        ) as Outcome[],
      ),
    onSuccess: () => {
      toast({ title: 'Follow-up saved', description: 'Thanks: this feeds "What helps".' });
      onSaved?.();
    },
    onError: (err) =>
      toast({ title: 'Could not save', description: errorMessage(err), variant: 'destructive' }),
  });
  return (
    <form
      className="space-y-3"
      aria-label={`How do you feel now after ${entry.strainName}?`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {open.map((o) => (
        <RatingSlider
          key={o.symptom}
          id={`after-${entry.id}-${o.symptom}`}
          label={`${symptomLabel(o.symptom)} now (was ${o.before})`}
          value={levels[o.symptom] ?? o.before}
          min={0}
          max={SYMPTOM_LEVEL_MAX}
          step={1}
          format={(v) => `${v}/10`}
          onChange={(v) => setLevels((l) => ({ ...l, [o.symptom]: v }))}
        />
      ))}
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
    <Card tone="primary">
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
