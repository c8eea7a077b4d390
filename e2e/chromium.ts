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
