import { plural, t } from '@lingui/core/macro';
import { auth } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { forgetAccount } from '../entries/outbox/forget';
import { waitingFor } from '../entries/outbox/outbox';

/**
 * The session ended on the server (expired, signed out elsewhere; lib/api.ts calls this on a 401 once the
 * signed-in screens are loaded: app/shell/signed-in.tsx): the local flags go (the guards send the
 * user to /login) and so does everything this device holds of the account  but its
 * unsent changes, which stay for that account; the user is told they are kept.
 */
export function sessionEnded(userId: number) {
  const { authenticated, userId: current, username } = auth.get();
  if (!authenticated || current !== userId) return;
  auth.clear();
  // After the failing request has settled with its callers: the data client is emptied under no one.
  setTimeout(() => {
    void forgetAccount(userId, queryClient);
    void waitingFor(userId)
      .then((items) => {
        if (items.length === 0) return;
        const count = items.length;
        const account = username ?? t`that account`;
        toast({
          title: t`Signed out`,
          description: plural(count, {
            one: `# change made on this device is kept for ${account}: sign in again to send it.`,
            other: `# changes made on this device are kept for ${account}: sign in again to send them.`,
          }),
        });
      })
      .catch(() => {});
  }, 0);
}
