import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Lock } from 'lucide-react';
import { useId } from 'react';
import type { AchievementProgress } from '../../../../shared/achievements';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { ProgressCount } from '../../../ui/progress';
import { AchievementIcon } from './achievement-icon';

function AchievementRow({ a }: { a: AchievementProgress }) {
  const labelId = useId();
  const { i18n, t } = useLingui();
  const points = formatNumber(a.pointsReward);
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3',
        a.unlocked ? 'border-primary/30 bg-primary-soft/60' : 'border-border bg-card',
      )}
    >
      <span
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          a.unlocked ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <AchievementIcon name={a.icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p id={labelId} className="font-semibold leading-snug">
              {i18n._(a.title)}
            </p>
            <p className="text-sm text-muted-foreground">{i18n._(a.description)}</p>
          </div>
          {a.unlocked ? (
            <CheckCircle2
              className="mt-0.5 size-5 shrink-0 text-primary"
              aria-label={t`Unlocked`}
              role="img"
            />
          ) : (
            <Lock
              className="mt-0.5 size-5 shrink-0 text-muted-foreground"
              aria-label={t`Locked`}
              role="img"
            />
          )}
        </div>
        <ProgressCount value={a.progress} max={a.total} labelledBy={labelId} className="mt-2" />
        {a.pointsReward > 0 ? (
          <p className="mt-1.5 text-xs font-medium text-muted-foreground">
            {a.unlocked ? t`Earned ${points} points` : t`Worth ${points} points`}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The achievements dialog's list: each achievement with its icon, progress and points. */
export default function AchievementRows({ list }: { list: AchievementProgress[] }) {
  return (
    <ul className="flex flex-col gap-2.5">
      {list.map((a) => (
        <AchievementRow key={a.id} a={a} />
      ))}
    </ul>
  );
}
