import { plural, t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { checkCelebrations } from '../../rewards/progress/celebrations';
import { invalidateAfterEntryChange } from '../api';
import { QuickLogHost } from '../quick-log/quick-log-host';
import { syncOutbox } from './outbox';

/**
 * Sends the outbox when the app starts signed in and whenever the browser comes back online. Loaded only
 * once someone is signed in (app.tsx), so the sign-in screen does not carry it. It also holds the quick
 * log sheet, the entries feature's other part that every signed-in screen may open (a stash card, Home).
 */
export default function OutboxSync() {
  const { authenticated } = useAuth();
  useEffect(() => {
    if (!authenticated) return;
    const run = () => {
      syncOutbox()
        .then(({ sent, failed }) => {
          if (sent > 0) {
            void invalidateAfterEntryChange(queryClient);
            // What the synced entries earned (a Daily Log, an achievement) is celebrated like any other.
            void checkCelebrations();
            toast({
              title: t`Synced`,
              description: plural(sent, {
                one: '# change made offline reached the server.',
                other: '# changes made offline reached the server.',
              }),
            });
          }
          if (failed > 0)
            toast({
              title: t`Not synced`,
              description: plural(failed, {
                one: '# change could not be saved. The journal says why.',
                other: '# changes could not be saved. The journal says why.',
              }),
              variant: 'destructive',
            });
        })
        .catch(() => {});
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [authenticated]);
  return authenticated ? <QuickLogHost /> : null;
}
