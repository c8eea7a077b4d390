import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { askFirstQueries } from './first-queries';
import { auth, useAuth } from './lib/auth';
import { lazyComponent } from './lib/lazy-component';
import { queryClient } from './lib/query-client';
import { SettingsProvider } from './lib/settings';
import { preloadTabOf } from './manager/tabs';
import { Guard, type GuardKind, mayOpen } from './shell/guard';
import { preloadUserFrameParts } from './shell/layout-parts';
import { OfflineBanner } from './shell/offline-banner';
import { ErrorBoundary } from './ui/error-boundary';
import { Spinner } from './ui/spinner';
import { Toaster } from './ui/toast';

askFirstQueries(window.location);

// The signed-in shell (bars, menus, celebrations) is a chunk of its own, so /login paints without it;
// someone already signed in asks for it as the app starts, beside the screen's own chunk (below).
const Layout = lazyComponent(() => import('./shell/layout').then((m) => ({ default: m.Layout })));
const Celebrations = lazyComponent(() =>
  import('./progress/celebrations').then((m) => ({ default: m.Celebrations })),
);
// The sign-in screen is a chunk of its own too: a signed-in start never loads it (nor the form library).
const LoginPage = lazyComponent(() => import('./login/login-page'));
const SharedReportPage = lazyComponent(() => import('./shared-report/shared-report-page'));
const NotFoundPage = lazy(() => import('./not-found/not-found-page'));
const OutboxSync = lazyComponent(() => import('./offline/sync'));

const AREA: Record<GuardKind, 'user' | 'manager' | 'admin' | 'settings'> = {
  user: 'user',
  manager: 'manager',
  admin: 'admin',
  any: 'settings',
};

/** A lazily loaded screen: a spinner while its code loads, a way out if it cannot. */
function Lazy({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function Screen({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  return (
    <Guard kind={kind}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Layout area={AREA[kind]}>
          <Lazy>{children}</Lazy>
        </Layout>
      </Suspense>
    </Guard>
  );
}

type Load = () => Promise<{ default: ComponentType }>;
const loadManager: Load = () => import('./manager/manager-page');

/** The spec's route table: path, who may see it, and the screen's code (a chunk of its own). */
const ROUTES: Array<[string, GuardKind, Load]> = [
  ['/', 'user', () => import('./home/home-page')],
  ['/journal', 'user', () => import('./journal/journal-page')],
  ['/entry/:id', 'user', () => import('./entry/entry-detail-page')],
  ['/new', 'user', () => import('./entry-form/new-entry-page')],
  ['/edit/:id', 'user', () => import('./entry-form/edit-entry-page')],
  ['/search', 'user', () => import('./search/search-page')],
  ['/rewards', 'user', () => import('./rewards/rewards-page')],
  ['/stash', 'user', () => import('./stash/stash-page')],
  ['/wishlist', 'user', () => import('./wishlist/wishlist-page')],
  ['/report', 'user', () => import('./report/report-page')],
  ['/what-helps', 'user', () => import('./sessions/what-helps')],
  ['/settings', 'any', () => import('./settings/settings-page')],
  ['/manager', 'manager', loadManager],
  ['/manager/entries', 'manager', loadManager],
  ['/manager/inventory', 'manager', loadManager],
  ['/manager/users', 'manager', loadManager],
  ['/admin', 'admin', () => import('./admin/admin-page')],
];
const SCREENS = new Map(ROUTES.map(([, , load]) => [load, lazyComponent(load)]));

/**
 * The code of the first screen, fetched at once and in parallel as the app starts. Signed in: the frame, its
 * parts and the screen's own chunk (and the manager's opening tab), rather than each waiting for the one
 * around it to load and render; the data: first-queries.ts. main.tsx renders once they have arrived (or
 * failed), so the first render draws the screen without a fallback on the way (see lazyComponent).
 */
function startUpCode({ pathname, search }: { pathname: string; search: string }): Array<Promise<unknown>> {
  const signedIn = auth.get();
  if (!signedIn.authenticated || !signedIn.role) {
    if (pathname === '/login') return [LoginPage.preload()];
    if (matchRoute(parse, '/shared/:token', pathname)[0]) return [SharedReportPage.preload()];
    return [];
  }
  const code: Array<Promise<unknown>> = [Layout.preload(), Celebrations.preload(), OutboxSync.preload()];
  if (signedIn.role === 'user') code.push(preloadUserFrameParts());
  // Only a screen the guard will show: an admin opening / is sent to /admin, not shown home.
  const here = ROUTES.find(([route]) => matchRoute(parse, route, pathname)[0]);
  if (here && mayOpen(here[1], signedIn.role)) {
    code.push((SCREENS.get(here[2]) as ReturnType<typeof lazyComponent>).preload());
    if (here[2] === loadManager) code.push(preloadTabOf(pathname, search));
  }
  return code;
}
export const startUpCodeArrived = Promise.allSettled(startUpCode(window.location));

/** Its children only while someone is signed in. */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().authenticated ? children : null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-lg focus:bg-card focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <Switch>
          <Route path="/login">
            <Lazy>
              <LoginPage />
            </Lazy>
          </Route>
          <Route path="/shared/:token">
            <Lazy>
              <SharedReportPage />
            </Lazy>
          </Route>
          {ROUTES.map(([path, kind, load]) => {
            const Page = SCREENS.get(load) as ComponentType;
            return (
              <Route key={path} path={path}>
                <Screen kind={kind}>
                  <Page />
                </Screen>
              </Route>
            );
          })}
          <Route>
            <Lazy>
              <NotFoundPage />
            </Lazy>
          </Route>
        </Switch>
        <OfflineBanner />
        <SignedIn>
          <Suspense fallback={null}>
            <Celebrations />
          </Suspense>
          <Suspense fallback={null}>
            <OutboxSync />
          </Suspense>
        </SignedIn>
        <Toaster />
      </SettingsProvider>
    </QueryClientProvider>
  );
}
