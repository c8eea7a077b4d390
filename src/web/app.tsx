import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { FRAME_CODE, type GuardKind, SCREENS, type StartUpCode, startUpCode } from '../shared/screens';
import { SignOutPrompt } from './account/sign-out-prompt';
import { askFirstQueries } from './first-queries';
import { auth, useAuth } from './lib/auth';
import { type LazyComponent, lazyComponent, type Preloadable } from './lib/lazy-component';
import { FirstScreenDrawn } from './lib/pwa';
import { queryClient } from './lib/query-client';
import { SettingsProvider } from './lib/settings';
import { preloadTabOf, TAB_CODE } from './manager/tabs';
import { Guard } from './shell/guard';
import { FollowUpReminders } from './shell/layout-parts';
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

/**
 * A lazily loaded screen: a spinner while its code loads, a way out if it cannot. Once its content is drawn
 * the service worker may install (`FirstScreenDrawn`, decision 0043).
 */
function Lazy({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        {children}
        <FirstScreenDrawn />
      </Suspense>
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

/** Each screen's code, by the name the shared route table (src/shared/screens.ts) gives it. */
const SCREEN_CODE: Record<(typeof SCREENS)[number]['code'], LazyComponent<object>> = {
  'home/home-page': screen(() => import('./home/home-page')),
  'journal/journal-page': screen(() => import('./journal/journal-page')),
  'entry/entry-detail-page': screen(() => import('./entry/entry-detail-page')),
  'entry-form/new-entry-page': screen(() => import('./entry-form/new-entry-page')),
  'entry-form/edit-entry-page': screen(() => import('./entry-form/edit-entry-page')),
  'search/search-page': screen(() => import('./search/search-page')),
  'rewards/rewards-page': screen(() => import('./rewards/rewards-page')),
  'stash/stash-page': screen(() => import('./stash/stash-page')),
  'wishlist/wishlist-page': screen(() => import('./wishlist/wishlist-page')),
  'report/report-page': screen(() => import('./report/report-page')),
  'sessions/what-helps': screen(() => import('./sessions/what-helps')),
  'sessions/symptom-relief-page': screen(() => import('./sessions/symptom-relief-page')),
  'settings/settings-page': screen(() => import('./settings/settings-page')),
  'manager/manager-page': ManagerScreen,
  'admin/admin-page': screen(() => import('./admin/admin-page')),
};

/** All the code a first load may ask for, by name (the server names the same in its page's preloads). */
const START_UP_CODE: Record<StartUpCode, Preloadable> = {
  ...SCREEN_CODE,
  ...TAB_CODE,
  [FRAME_CODE.login]: LoginPage,
  [FRAME_CODE.sharedReport]: SharedReportPage,
  [FRAME_CODE.notFound]: NotFoundPage,
  [FRAME_CODE.layout]: Layout,
  [FRAME_CODE.celebrations]: Celebrations,
  [FRAME_CODE.outbox]: OutboxSync,
  [FRAME_CODE.reminders]: FollowUpReminders,
};

/**
 * The code of the first screen, fetched at once and in parallel as the app starts (the server's page
 * already asks for the same files as it is parsed). Signed in: the frame, its parts and the screen's own
 * chunk (and the manager's opening tab), rather than each waiting for the one around it to load and
 * render; the data: first-queries.ts. main.tsx renders once they have arrived (or failed), so the first
 * render draws the screen without a fallback on the way (see lazyComponent).
 */
function startUpPreloads({ pathname, search }: Location): Array<Promise<unknown>> {
  const { authenticated, role } = auth.get();
  const signedIn = authenticated && role ? role : null;
  return startUpCode(pathname, search, signedIn).map((c) =>
    START_UP_CODE[c].preload().then((m) => m.askData?.()),
  );
}
export const startUpCodeArrived = Promise.allSettled(startUpPreloads(window.location));

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
          {SCREENS.map(({ path, guard, code }) => {
            const Page = SCREEN_CODE[code];
            return (
              <Route key={path} path={path}>
                <Screen kind={guard}>
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
        <SignOutPrompt />
        <Toaster />
      </SettingsProvider>
    </QueryClientProvider>
  );
}
