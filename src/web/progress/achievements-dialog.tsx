import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Lock, Trophy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AchievementProgress } from '../../shared/achievements';
import { celebrationKey } from '../../shared/celebration-rules';
import { cn } from '../lib/cn';
import { toast } from '../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/dialog';
import { ProgressCount } from '../ui/progress';
import { QueryState } from '../ui/query-state';
import { AchievementIcon } from './achievement-icon';
import { isAnnounced, markAnnounced } from './announced';
import { progressQueries } from './api';

export const ACHIEVEMENT_TOAST_MS = 3000;

function AchievementRow({ a }: { a: AchievementProgress }) {
  const labelId = useId();
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
              {a.title}
            </p>
            <p className="text-sm text-muted-foreground">{a.description}</p>
          </div>
          {a.unlocked ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-label="Unlocked" role="img" />
          ) : (
            <Lock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="Locked" role="img" />
          )}
        </div>
        <ProgressCount value={a.progress} max={a.total} labelledBy={labelId} className="mt-2" />
        {a.pointsReward > 0 ? (
          <p className="mt-1.5 text-xs font-medium text-muted-foreground">
            {a.unlocked ? `Earned ${a.pointsReward} points` : `Worth ${a.pointsReward} points`}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Home's trophy button and the achievements dialog it opens: progress bars, lock or check icons. When it
 * opens, the first unlocked achievement not yet announced on this device gets a 3 s toast, once.
 */
export function AchievementsButton() {
  const [open, setOpen] = useState(false);
  const query = useQuery(progressQueries.achievements());
  const list = query.data;
  const announcedThisOpen = useRef(false);

  // Announcing is a side effect of the dialog opening with data at hand (the data may arrive after).
  useEffect(() => {
    if (!open || !list || announcedThisOpen.current) return;
    announcedThisOpen.current = true;
    const fresh = list.find((a) => a.unlocked && !isAnnounced(celebrationKey.achievement(a.id)));
    if (!fresh) return;
    markAnnounced([celebrationKey.achievement(fresh.id)]);
    toast({
      title: 'Achievement Unlocked!',
      description: `${fresh.title}: ${fresh.description}`,
      duration: ACHIEVEMENT_TOAST_MS,
    });
  }, [open, list]);

  const unlocked = list?.filter((a) => a.unlocked).length ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          announcedThisOpen.current = false;
          void query.refetch();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="icon" radius="full" aria-label="Achievements" className="relative">
          <Trophy className="text-amber-500" />
          {unlocked > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground"
            >
              {unlocked}
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Achievements"
        description={list ? `${unlocked} of ${list.length} unlocked` : 'Your milestones on the journey'}
      >
        <QueryState queries={[query]} loading="Loading achievements..." failed="Failed to load achievements">
          {(all) => (
            <ul className="flex flex-col gap-2.5">
              {all.map((a) => (
                <AchievementRow key={a.id} a={a} />
              ))}
            </ul>
          )}
        </QueryState>
        <DialogClose asChild>
          <Button variant="secondary" className="mt-4 w-full">
            Done
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
