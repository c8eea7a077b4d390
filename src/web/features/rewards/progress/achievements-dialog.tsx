import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { celebrationKey } from '../../../../shared/celebration-rules';
import { lazyComponent } from '../../../lib/lazy-component';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../ui/dialog';
import { QueryState } from '../../../ui/query-state';
import { Spinner } from '../../../ui/spinner';
import { isAnnounced, markAnnounced } from './announced';
import { progressQueries } from './api';

export const ACHIEVEMENT_TOAST_MS = 3000;

// The rows (progress bars, each achievement's icon) come with the dialog's own parts: asked as the pointer
// or keyboard reaches the trophy, never with Home's first load (decision 0066).
const AchievementRows = lazyComponent(() => import('./achievement-rows'));
const wanted = () => {
  AchievementRows.preload().catch(() => undefined);
};

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
      title: i18n._(msg`Achievement Unlocked!`),
      description: `${i18n._(fresh.title)}: ${i18n._(fresh.description)}`,
      duration: ACHIEVEMENT_TOAST_MS,
    });
  }, [open, list]);

  const unlocked = list?.filter((a) => a.unlocked).length ?? 0;
  const { t } = useLingui();
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
      <DialogTrigger asChild onPointerEnter={wanted} onFocus={wanted}>
        <Button variant="outline" size="icon" radius="full" aria-label={t`Achievements`} className="relative">
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
        title={t`Achievements`}
        description={list ? t`${unlocked} of ${list.length} unlocked` : t`Your milestones on the journey`}
      >
        <QueryState
          queries={[query]}
          loading={t`Loading achievements...`}
          failed={t`Failed to load achievements`}
        >
          {(all) => (
            <Suspense fallback={<Spinner label={t`Loading achievements...`} />}>
              <AchievementRows list={all} />
            </Suspense>
          )}
        </QueryState>
        <DialogClose asChild>
          <Button variant="secondary" className="mt-4 w-full">
            <Trans>Done</Trans>
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
