import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/online';

/** Says clearly that the user is offline, so no save fails silently. */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-0 z-[90] flex items-center justify-center gap-2 bg-amber-500 px-4 py-2 text-sm font-medium text-black shadow"
    >
      <WifiOff className="size-4" aria-hidden="true" />
      <Trans>You're offline. You can look around and log entries: they are sent when you reconnect.</Trans>
    </div>
  );
}
