import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * The browser for the e2e suite and the bench: CHROMIUM_PATH if set, else the first installed Chromium or
 * Chrome, else the one `npx playwright install chromium` put in Playwright's cache. None found is an
 * error with the command to run: the browser tests are never skipped silently.
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  installed: string[] = CHROMIUM_CANDIDATES,
): string {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    return env.CHROMIUM_PATH;
  }
  const candidates = [...installed];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright knows no browser build for this platform
  }
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new Error(
      'No Chromium or Chrome found: run `npx playwright install chromium` (or install chromium with your package manager, or set CHROMIUM_PATH)',
    );
  return found;
}

export const CHROMIUM_PATH = findChromium();
/** The flags this machine needs (no sandbox as root, no network beyond 127.0.0.1). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright's own `--disable-features` list (1.65), which a second `--disable-features` would replace
 * (Chromium reads one), and then the omnibox popup's WebUI: headless Chromium 156 still makes two of its
 * pages (and a renderer) for every window, so every test's browser context started them for nothing
 * (about a fifth of the CPU a new context costs here).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
/** The end-to-end suite's flags: the above, without the omnibox's WebUI. */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[
    ...PLAYWRIGHT_DISABLED_FEATURES,
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
  ].join(',')}`,
];
