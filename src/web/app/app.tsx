import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { FRAME_CODE, screenAt, startUpCode } from '../../shared/screens';
import { whileSigningIn } from '../features/account/login/signing-in';
import { SignOutPrompt } from '../features/account/sign-out-prompt';
import { recordVisit, visitSettled } from '../features/rewards/progress/visit';
import { auth } from '../lib/auth';
import { activateLanguage, i18n, startLanguage } from '../lib/i18n';
import { lazyComponent } from '../lib/lazy-component';
import { Spinner } from '../ui/spinner';
import { Toaster } from '../ui/toast';
import { Guard } from './shell/guard';
import { Lazy } from './shell/lazy-screen';
import { OfflineBanner } from './shell/offline-banner';

// The app's first chunk holds only what every page needs: the router, the sign-in flags and the parts
// drawn over every page. The sign-in screen is a chunk of its own (a signed-in start never loads it, nor the
// form library); every other page (the screens, the frame, the data client, the account's settings) comes
// in shell/signed-in.tsx, which the sign-in screen's first load does without (decision 0057).
const LoginPage = lazyComponent(() => import('../features/account/login/login-page'));
const loadScreens = () => import('./shell/signed-in');
const Screens = lazyComponent(loadScreens);

const { pathname, search } = window.location;
const { authenticated, role } = auth.get();
const firstCode = startUpCode(pathname, search, authenticated && role ? role : null);

// The app's opening, and each sign-in: the one call that records the day's visit
// (features/rewards/progress/visit.ts).
const visitIfSignedIn = () => {
  const { authenticated, userId } = auth.get();
  if (!authenticated || !userId) return;
  void recordVisit(userId);
  // A device with reminders on gives its subscription to this session (features/account/settings).
  if ('PushManager' in window && 'Notification' in window && Notification.permission === 'granted')
    void import('../features/account/settings/reminders-api')
      .then((m) => m.relinkThisDevice())
      .catch(() => {});
};
visitIfSignedIn();
auth.subscribe(visitIfSignedIn);

// Signed in at the start, the account's language may have been changed on another device: asked once, and
// made the active one if it differs (the first render already speaks the one this device last used).
if (authenticated)
  void import('../features/account/language/api').then((m) => m.adoptAccountLanguage()).catch(() => {});

/**
 * The first page's code, fetched as the app starts: the sign-in screen, or the screens' chunk and, as that
 * arrives, the code of the page it opens (shell/signed-in.tsx); and, signed in, the day's visit, which the
 * progress reads wait for (features/rewards/progress/api.ts), so the first render finds them asked too.
 * main.tsx renders once these have arrived (at most 1.5 s).
 */
export const startUpCodeArrived = Promise.allSettled([
  // On the sign-in page, its own words first (lib/i18n.ts); elsewhere the whole catalog.
  activateLanguage(startLanguage(), { signInOnly: firstCode.includes(FRAME_CODE.login) }),
  firstCode.includes(FRAME_CODE.login)
    ? LoginPage.preload()
    : Screens.preload().then(() => loadScreens().then((m) => m.startUpCodeArrived)),
  visitSettled(),
]);

/** The first screen's data (first-queries.ts), settled once it has come back; signed out there is none. */
export const firstQueriesSettled: Promise<unknown> = authenticated
  ? import('./first-queries').then((m) => m.askFirstQueries(window.location))
  : Promise.resolve();

// While someone fills in the sign-in form, the signed-in app's code is fetched (shell/signed-in.tsx).
whileSigningIn((to) => {
  loadScreens().then(
    (m) => m.fetchAheadOfSignIn(to),
    () => undefined,
  );
});

/** Every address but /login: a screen's address signed out goes to sign-in without the screens' code. */
function Elsewhere() {
  const { t } = useLingui();
  const [path] = useLocation();
  const screens = (
    <Suspense fallback={<Spinner label={t`Loading...`} />}>
      <Screens />
    </Suspense>
  );
  return screenAt(path) ? <Guard kind="any">{screens}</Guard> : screens;
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-lg focus:bg-card focus:px-4 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Switch>
        <Route path="/login">
          <Lazy>
            <LoginPage />
          </Lazy>
        </Route>
        <Route>
          <Elsewhere />
        </Route>
      </Switch>
      <OfflineBanner />
      <SignOutPrompt />
      <Toaster />
    </I18nProvider>
  );
}
