import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useQuickLogTarget } from '../../../lib/quick-log';
import { preloadDialog } from '../../../ui/dialog';

// The sheet's code (its form, react-hook-form and the entry schema) comes with its first open.
const QuickLogDialogRoot = lazyComponent(() => import('./quick-log-dialog'));

/**
 * Mounted once for the signed-in app (with the outbox's sync): draws the quick log sheet from its first
 * open on, and keeps it mounted after, so closing animates and gives focus back.
 */
export function QuickLogHost() {
  const target = useQuickLogTarget();
  const [opened, setOpened] = useState(false);
  if (target && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <QuickLogDialogRoot target={target} />
    </Suspense>
  ) : null;
}

/** Fetches the sheet's code ahead (the buttons that open it are on screen), so it opens offline too. */
export const preloadQuickLog = () => {
  QuickLogDialogRoot.preload().catch(() => {});
  preloadDialog().catch(() => {});
};
