import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { askFirstQueries } from './first-queries';
import { auth, useAuth } from './lib/auth';
import { queryClient } from './lib/query-client';
import { SettingsProvider } from './lib/settings';
import LoginPage from './login/login-page';
import { Guard, type GuardKind } from './shell/guard';
import { OfflineBanner } from './shell/offline-banner';
import { ErrorBoundary } from './ui/error-boundary';
import { Spinner } from './ui/spinner';
import { Toaster } from './ui/toast';

askFirstQueries(window.location);

// The signed-in shell (bars, menus, celebrations) is a chunk of its own, so /login paints without it;
// someone already signed in asks for it as the app starts, beside the screen's own chunk (below).
const loadLayout = () => import('./shell/layout');
const loadCelebrations = () => import('./progress/celebrations');
const Layout = lazy(() => loadLayout().then((m) => ({ default: m.Layout })));
const Celebrations = lazy(() => loadCelebrations().then((m) => ({ default: m.Celebrations })));
const loadHome = () => import('./home/home-page');
const HomePage = lazy(loadHome);
const loadJournal = () => import('./journal/journal-page');
const JournalPage = lazy(loadJournal);
const EntryDetailPage = lazy(() => import('./entry/entry-detail-page'));
const NewEntryPage = lazy(() => import('./entry-form/new-entry-page'));
const EditEntryPage = lazy(() => import('./entry-form/edit-entry-page'));
const SearchPage = lazy(() => import('./search/search-page'));
const RewardsPage = lazy(() => import('./rewards/rewards-page'));
const StashPage = lazy(() => import('./stash/stash-page'));
const WishlistPage = lazy(() => import('./wishlist/wishlist-page'));
const SettingsPage = lazy(() => import('./settings/settings-page'));
const ManagerPage = lazy(() => import('./manager/manager-page'));
const AdminPage = lazy(() => import('./admin/admin-page'));
const ReportPage = lazy(() => import('./report/report-page'));
const WhatHelpsPage = lazy(() => import('./sessions/what-helps'));
const SharedReportPage = lazy(() => import('./shared-report/shared-report-page'));
const NotFoundPage = lazy(() => import('./not-found/not-found-page'));
const OutboxSync = lazy(() => import('./offline/sync'));

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

// Signed in at start: the shell and (on home and the journal) the screen's code are fetched at once, in
// parallel, rather than the screen's chunk waiting for the shell's to render.
if (auth.get().authenticated) {
  void loadLayout();
  void loadCelebrations();
  if (window.location.pathname === '/') void loadHome();
  if (window.location.pathname === '/journal') void loadJournal();
}

/** The spec's route table: path, screen and who may see it. */
const ROUTES: Array<[string, GuardKind, ComponentType]> = [
  ['/', 'user', HomePage],
  ['/journal', 'user', JournalPage],
  ['/entry/:id', 'user', EntryDetailPage],
  ['/new', 'user', NewEntryPage],
  ['/edit/:id', 'user', EditEntryPage],
  ['/search', 'user', SearchPage],
  ['/rewards', 'user', RewardsPage],
  ['/stash', 'user', StashPage],
  ['/wishlist', 'user', WishlistPage],
  ['/report', 'user', ReportPage],
  ['/what-helps', 'user', WhatHelpsPage],
  ['/settings', 'any', SettingsPage],
  ['/manager', 'manager', ManagerPage],
  ['/manager/entries', 'manager', ManagerPage],
  ['/manager/inventory', 'manager', ManagerPage],
  ['/manager/users', 'manager', ManagerPage],
  ['/admin', 'admin', AdminPage],
];

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
          <Route path="/login" component={LoginPage} />
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
