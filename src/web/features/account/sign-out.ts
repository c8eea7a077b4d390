import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { auth } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { finishPendingSignOut, OFFLINE_SIGN_OUT_MESSAGE, signOutPending } from '../../lib/sign-out-pending';
import { KEYS, storage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { forgetAccount } from '../entries/outbox/forget';
import { discardAllFor, syncOutbox, waitingFor } from '../entries/outbox/outbox';
import { askAboutWaiting } from './sign-out-prompt';

/**
 * Sign-out (issue 41, findings 2 and 3). Changes not yet sent are first offered to the server; any still
 * waiting are kept for the account's next sign-in or discarded, as the user chooses (or the sign-out is
 * called off). Then, before the server is asked, a pending sign-out is written down (lib/sign-out-pending.ts)
 * and this device forgets the account: its flags, the data client's cache, its content in local storage and
 * everything kept for offline use. The server is told at once when it can be; when it cannot (offline), the
 * app stays signed out, says so, and finishes the sign-out as soon as the network is back.
 */
export async function signOut(navigate: (to: string) => void) {
  const { userId, username } = auth.get();
  if (!userId) {
    navigate('/login');
    return;
  }
  if (navigator.onLine) await syncOutbox().catch(() => undefined);
  const waiting = (await waitingFor(userId)).length;
  let kept = 0;
  if (waiting > 0) {
    const choice = await askAboutWaiting(waiting);
    if (choice === 'cancel') return;
    if (choice === 'discard') await discardAllFor(userId);
    else kept = waiting;
  }

  await signOutPending.mark({
    userId,
    username,
    key: storage.get(KEYS.signOutKey),
    at: new Date().toISOString(),
  });
  auth.clear();
  await forgetAccount(userId, queryClient);
  navigate('/login');

  const done = await finishPendingSignOut();
  const keptNote =
    kept > 0
      ? plural(kept, {
          one: '# change made on this device waits for your next sign-in.',
          other: '# changes made on this device wait for your next sign-in.',
        })
      : '';
  if (done) toast({ title: t`Logged out`, ...(keptNote ? { description: keptNote } : {}) });
  else {
    const why = navigator.onLine
      ? t`You're signed out on this device; the server did not answer, so we'll finish signing you out with it as soon as it does.`
      : i18n._(OFFLINE_SIGN_OUT_MESSAGE);
    // Two sentences, each whole in its language.
    toast({ title: t`Signed out on this device`, description: keptNote ? `${why} ${keptNote}` : why });
  }
}
