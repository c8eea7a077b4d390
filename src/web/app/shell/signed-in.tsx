import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import {
  FRAME_CODE,
  type GuardKind,
  PUBLIC_SCREENS,
  type PublicScreenCode,
  SCREENS,
  type StartUpCode,
  startUpCode,
} from '../../../shared/screens';
import { sessionEnded } from '../../features/account/session-ended';
import { preloadTabOf, TAB_CODE } from '../../features/staff/manager/tabs';
import { whenUnauthorized } from '../../lib/api';
import { auth, useAuth } from '../../lib/auth';
import { type LazyComponent, lazyComponent, type Preloadable } from '../../lib/lazy-component';
import { queryClient } from '../../lib/query-client';
import { SettingsProvider } from '../../lib/settings';
import { OptionalPart } from '../../ui/error-boundary';
import { Spinner } from '../../ui/spinner';
import { Guard } from './guard';
import { FollowUpReminders } from './layout-parts';
import { Lazy } from './lazy-screen';
import '../../index.css';

// Every page but the sign-in screen: the route table's screens in the signed-in frame, a shared report and
// "not found", inside the data client and the account's settings. A chunk of its own (app.tsx), so the
// sign-in screen's first load carries none of it (decision 0057).

// A 401 to a signed-in user ends the session on this device (and forgets what it holds of the account).
whenUnauthorized(sessionEnded);

// The signed-in shell (bars, menus, celebrations) is a chunk of its own, fetched beside the screen's own.
const Layout = lazyComponent(() => import('./layout').then((m) => ({ default: m.Layout })));
const Celebrations = lazyComponent(() =>
  import('../../features/rewards/progress/celebrations').then((m) => ({ default: m.Celebrations })),
);
const SharedReportPage = lazyComponent(() => import('../../features/report/shared/shared-report-page'));
const NotFoundPage = lazyComponent(() => import('../not-found/not-found-page'));
/** The public screens (shared/screens.ts), outside the frame: an invitation's page and the sign-up. */
const PUBLIC_CODE: Record<PublicScreenCode, LazyComponent<object>> = {
  'features/account/invite/invite-page': lazyComponent(
    () => import('../../features/account/invite/invite-page'),
  ),
  'features/account/login/sign-up-page': lazyComponent(
    () => import('../../features/account/login/sign-up-page'),
  ),
};
const OutboxSync = lazyComponent(() => import('../../features/entries/outbox/sync'));

const AREA: Record<GuardKind, 'user' | 'manager' | 'admin' | 'settings'> = {
  user: 'user',
  manager: 'manager',
  admin: 'admin',
  any: 'settings',
};

function Screen({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Guard kind={kind}>
      <Suspense fallback={<Spinner label={t`Loading...`} />}>
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
    import('../../features/staff/manager/manager-page'),
    preloadTabOf(window.location.pathname, window.location.search).catch(() => undefined),
  ]).then(([page]) => page),
);

/**
 * Each screen's code, found by the name the shared route table (src/shared/screens.ts) gives it, so a new
 * screen is one row there. Vite writes the pattern out as one `import()` a file (each its own chunk, as
 * before); the sign-in, 404 and shared-report pages are loaded on their own, above.
 */
const SCREEN_MODULES = import.meta.glob<{ default: ComponentType }>([
  '/features/**/*-page.tsx',
  '/features/insights/what-helps.tsx',
  '/app/home/home-page.tsx',
  '!/features/account/login/*',
  '!/features/report/shared/*',
  '!/features/account/invite/*',
]);
const SCREEN_CODE = Object.fromEntries(
  SCREENS.map(({ code }) => {
    const load = SCREEN_MODULES[`/${code}.tsx`];
    if (!load) throw new Error(`The route table names ${code}, but src/web/${code}.tsx is not a screen`);
    return [code, code === 'features/staff/manager/manager-page' ? ManagerScreen : screen(load)];
  }),
) as Record<(typeof SCREENS)[number]['code'], LazyComponent<object>>;

/** The code a first load may ask for beyond the sign-in screen and this chunk, by name (shared/screens.ts). */
const START_UP_CODE: Record<
  Exclude<StartUpCode, typeof FRAME_CODE.login | typeof FRAME_CODE.signedIn>,
  Preloadable
> = {
  ...SCREEN_CODE,
  ...PUBLIC_CODE,
  ...TAB_CODE,
  [FRAME_CODE.sharedReport]: SharedReportPage,
  [FRAME_CODE.notFound]: NotFoundPage,
  [FRAME_CODE.layout]: Layout,
  [FRAME_CODE.celebrations]: Celebrations,
  [FRAME_CODE.outbox]: OutboxSync,
  [FRAME_CODE.reminders]: FollowUpReminders,
};

/** Fetches (and runs) the code `names` lists, each with the data its module asks for as it arrives. */
function preload(names: readonly StartUpCode[], { askData = true } = {}): Array<Promise<unknown>> {
  return names.flatMap((c) =>
    c === FRAME_CODE.login || c === FRAME_CODE.signedIn
      ? []
      : [START_UP_CODE[c].preload().then((m) => (askData ? m.askData?.() : undefined))],
  );
}

/**
 * The code of the first screen, fetched at once and in parallel as this chunk arrives (the server's page
 * already asks for the same files as it is parsed). Signed in: the frame, its parts and the screen's own
 * chunk (and the manager's opening tab), rather than each waiting for the one around it to load and
 * render; the data: first-queries.ts. main.tsx renders once they have arrived (or failed), so the first
 * render draws the screen without a fallback on the way (see lazyComponent).
 */
function startUpPreloads({ pathname, search }: Location): Array<Promise<unknown>> {
  const { authenticated, role } = auth.get();
  return preload(startUpCode(pathname, search, authenticated && role ? role : null));
}
export const startUpCodeArrived = Promise.allSettled(startUpPreloads(window.location));

/**
 * While someone fills in the sign-in form: the code of the frame, its parts and the screen they land on as a
 * user (most people; another role's screen comes after signing in), without asking for any data.
 */
export function fetchAheadOfSignIn(to: string) {
  const [pathname, search = ''] = to.split('?', 2);
  // The code only: its data is nobody's until the sign-in answers (each ask was a 401; issue 57).
  for (const p of preload(startUpCode(pathname, search, 'user'), { askData: false }))
    p.catch(() => undefined);
}

/** Its children only while someone is signed in. */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().authenticated ? children : null;
}

export default function Screens() {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <Switch>
          <Route path="/shared/:token">
            <Lazy>
              <SharedReportPage />
            </Lazy>
          </Route>
          {PUBLIC_SCREENS.map(({ path, code }) => {
            const Page = PUBLIC_CODE[code];
            return (
              <Route key={path} path={path}>
                <Lazy>
                  <Page />
                </Lazy>
              </Route>
            );
          })}
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
      </SettingsProvider>
    </QueryClientProvider>
  );
}
