import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Entry } from '../../../../shared/entries';
import { followUpState, followUpWindow } from '../../../../shared/session-rules';
import { formatRelative } from '../../../lib/format';

/** A minute: how often "in 40 minutes" is said again. */
const TICK_MS = 60_000;

/**
 * The sessions whose follow-up is open now (`due`, newest first) and those still kicking in (`waiting`,
 * soonest first), by the shared onset rule. Drawn again each minute while one waits, and the moment the
 * next one opens, so the card comes when the session has kicked in without a reload.
 */
export function useFollowUps(list: readonly Entry[]) {
  const [now, setNow] = useState(() => Date.now());
  const { due, waiting } = useMemo(() => {
    const due: Entry[] = [];
    const waiting: Array<{ entry: Entry; opens: number }> = [];
    for (const e of list) {
      const state = followUpState(e, now);
      if (state === 'due') due.push(e);
      else if (state === 'waiting') waiting.push({ entry: e, opens: followUpWindow(e).opens });
    }
    waiting.sort((a, b) => a.opens - b.opens);
    return { due, waiting };
  }, [list, now]);
  const next = waiting[0]?.opens;
  useEffect(() => {
    if (next === undefined) return;
    const tick = () => setNow(Date.now());
    const everyMinute = setInterval(tick, TICK_MS);
    const opening = setTimeout(tick, Math.max(0, next - Date.now()) + 50);
    return () => {
      clearInterval(everyMinute);
      clearTimeout(opening);
    };
  }, [next]);
  return { due, waiting, now };
}

/** Home, while a session kicks in: when "How do you feel now?" will be asked ("in 40 minutes"). */
export function FollowUpSoon({
  waiting,
  now,
}: {
  waiting: Array<{ entry: Entry; opens: number }>;
  now: number;
}) {
  const { t } = useLingui();
  const first = waiting[0];
  if (!first) return null;
  const strain = first.entry.strainName;
  const more = waiting.length - 1;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-border bg-card px-4 py-3 text-sm shadow-sm"
    >
      <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <span className="font-medium">
          <Trans>How do you feel?</Trans>
        </span>{' '}
        {formatRelative(first.opens, new Date(now))}
        <span className="text-muted-foreground">
          {' '}
          ·{' '}
          {more > 0
            ? plural(more, {
                one: `once ${strain} has kicked in (and # more)`,
                other: `once ${strain} has kicked in (and # more)`,
              })
            : t`once ${strain} has kicked in`}
        </span>
      </span>
    </p>
  );
}
