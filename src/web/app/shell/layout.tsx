import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { onboardingDue } from '../../../shared/onboarding-rules';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { onboardingQueries } from '../../lib/first-day';
import { BottomBar } from './bottom-bar';
import { FollowUpReminders, Onboarding } from './layout-parts';
import { TopBar } from './top-bar';

/**
 * The frame around signed-in screens: bars for regular users (and the manager bottom bar for managers),
 * the first-day introduction while the account's state says it is due (finished or skipped on any device,
 * it is not shown again).
 */
export function Layout({
  children,
  area,
}: {
  children: ReactNode;
  area: 'user' | 'manager' | 'admin' | 'settings';
}) {
  const { role } = useAuth();
  const start = useQuery({ ...onboardingQueries.state(), enabled: role === 'user' });
  const [introClosed, setIntroClosed] = useState(false);
  const showOnboarding =
    role === 'user' && !introClosed && start.data !== undefined && onboardingDue(start.data);
  const userBars = role === 'user';
  const managerBar = role === 'manager' && area !== 'admin';
  return (
    <>
      {userBars ? <TopBar /> : null}
      <main
        id="main"
        className={cn(
          'mx-auto w-full px-4 pt-5',
          area === 'manager' || area === 'admin' ? 'max-w-7xl' : 'max-w-5xl',
          // Room at the end for the bar and, above it, a toast: scrolled to the end, nothing is covered.
          userBars || managerBar ? 'pb-44 lg:pb-10' : 'pb-10',
          // Beside the sidebar on a wide screen, in a readable width.
          userBars && 'lg:ml-56 lg:px-8',
        )}
      >
        {children}
      </main>
      {userBars ? <BottomBar variant="user" /> : managerBar ? <BottomBar variant="manager" /> : null}
      {userBars ? (
        <Suspense fallback={null}>
          <FollowUpReminders />
        </Suspense>
      ) : null}
      {showOnboarding ? (
        <Suspense fallback={null}>
          <Onboarding onClose={() => setIntroClosed(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
