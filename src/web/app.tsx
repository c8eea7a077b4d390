import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { askFirstQueries } from './first-queries';
import { auth, useAuth } from './lib/auth';
import { type LazyComponent, lazyComponent } from './lib/lazy-component';
import { queryClient } from './lib/query-client';
import { SettingsProvider } from './lib/settings';
import { preloadTabOf } from './manager/tabs';
import { Guard, type GuardKind, mayOpen } from './shell/guard';
import { preloadUserFrameParts } from './shell/layout-parts';
import { OfflineBanner } from './shell/offline-banner';
import { ErrorBoundary, OptionalPart } from './ui/error-boundary';
import { Spinner } from './ui/spinner';
import { Toaster } from './ui/toast';

/** The first screen's data (first-queries.ts), settled once it has come back. */
export const firstQueriesSettled = askFirstQueries(window.location);

// The signed-in shell (bars, menus, celebrations) is a chunk of its own, so /login paints without it;
// someone already signed in asks for it as the app starts, beside the screen's own chunk (below).
const Layout = lazyComponent(() => import('./shell/layout').then((m) => ({ default: m.Layout })));
const Celebrations = lazyComponent(() =>
  import('./progress/celebrations').then((m) => ({ default: m.Celebrations })),
);
// The sign-in screen is a chunk of its own too: a signed-in start never loads it (nor the form library).
const LoginPage = lazyComponent(() => import('./login/login-page'));
const SharedReportPage = lazyComponent(() => import('./shared-report/shared-report-page'));
const NotFoundPage = lazyComponent(() => import('./not-found/not-found-page'));
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

const screen = (load: () => Promise<{ default: ComponentType }>) => lazyComponent(load);
// The manager screen counts as arrived once the tab it opens on has too: that tab's code is a chunk of its
// own, fetched beside the screen's rather than once the screen's has arrived and run.
const ManagerScreen = screen(() =>
  Promise.all([
    import('./manager/manager-page'),
    preloadTabOf(window.location.pathname, window.location.search).catch(() => undefined),
  ]).then(([page]) => page),
);

/** The spec's route table: path, who may see it, and the screen (its code a chunk of its own). */
const ROUTES: Array<[string, GuardKind, LazyComponent<object>]> = [
  ['/', 'user', screen(() => import('./home/home-page'))],
  ['/journal', 'user', screen(() => import('./journal/journal-page'))],
  ['/entry/:id', 'user', screen(() => import('./entry/entry-detail-page'))],
  ['/new', 'user', screen(() => import('./entry-form/new-entry-page'))],
  ['/edit/:id', 'user', screen(() => import('./entry-form/edit-entry-page'))],
  ['/search', 'user', screen(() => import('./search/search-page'))],
  ['/rewards', 'user', screen(() => import('./rewards/rewards-page'))],
  ['/stash', 'user', screen(() => import('./stash/stash-page'))],
  ['/wishlist', 'user', screen(() => import('./wishlist/wishlist-page'))],
  ['/report', 'user', screen(() => import('./report/report-page'))],
  ['/what-helps', 'user', screen(() => import('./sessions/what-helps'))],
  ['/settings', 'any', screen(() => import('./settings/settings-page'))],
  ['/manager', 'manager', ManagerScreen],
  ['/manager/entries', 'manager', ManagerScreen],
  ['/manager/inventory', 'manager', ManagerScreen],
  ['/manager/users', 'manager', ManagerScreen],
  ['/admin', 'admin', screen(() => import('./admin/admin-page'))],
];

/**
 * The code of the first screen, fetched at once and in parallel as the app starts. Signed in: the frame, its
 * parts and the screen's own chunk (and the manager's opening tab), rather than each waiting for the one
 * around it to load and render; the data: first-queries.ts. main.tsx renders once they have arrived (or
 * failed), so the first render draws the screen without a fallback on the way (see lazyComponent).
 */
function startUpCode(pathname: string): Array<Promise<unknown>> {
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
  if (here && mayOpen(here[1], signedIn.role)) code.push(here[2].preload());
  return code;
}
export const startUpCodeArrived = Promise.allSettled(startUpCode(window.location.pathname));

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
          {ROUTES.map(([path, kind, Page]) => (
            <Route key={path} path={path}>
              <Screen kind={kind}>
                <Page />
              </Screen>
            </Route>
          ))}
          <Route>
            <Lazy>
              <NotFoundPage />
            </Lazy>
          </Route>
        </Switch>
        <OfflineBanner />
        <SignedIn>
          <OptionalPart load={Celebrations.preload}>
            <Suspense fallback={null}>
              <Celebrations />
            </Suspense>
          </OptionalPart>
          <OptionalPart load={OutboxSync.preload}>
            <Suspense fallback={null}>
              <OutboxSync />
            </Suspense>
          </OptionalPart>
        </SignedIn>
        <Toaster />
      </SettingsProvider>
    </QueryClientProvider>
  );
}
