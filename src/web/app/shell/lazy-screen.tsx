import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { FirstScreenDrawn } from '../../lib/pwa';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Spinner } from '../../ui/spinner';

/**
 * A lazily loaded screen: a spinner while its code loads, a way out if it cannot. Once its content is drawn
 * the service worker may install (`FirstScreenDrawn`, decision 0043).
 */
export function Lazy({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<Spinner label={t`Loading...`} />}>
        {children}
        <FirstScreenDrawn />
      </Suspense>
    </ErrorBoundary>
  );
}
