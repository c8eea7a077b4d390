import type { Browser, Page } from 'playwright-core';

// What the bench and screenshot scripts do in Chromium more than once: mark a page as signed in (the app
// reads who is signed in from local storage at start; the cookie is the server's proof), and read a CPU
// profile as self time by file and by function.

/** The signed-in user as `POST /api/login` answers it. */
export interface SignedInUser {
  id: number;
  role: string;
  username: string;
}

/**
 * Runs in the page (`page.evaluate(markSignedIn, me)` or `context.addInitScript(markSignedIn, me)`): what the
 * app stores after a sign-in. Self-contained: Playwright sends its text. (The first-day introduction is the
 * account's: it is not offered to an account with a journal, decision 0055.)
 */
export const markSignedIn = (me: SignedInUser) => {
  localStorage.setItem('strain-journal:authenticated', 'true');
  localStorage.setItem('strain-journal:userId', String(me.id));
  localStorage.setItem('strain-journal:userRole', me.role);
  localStorage.setItem('strain-journal:username', me.username);
};

/** A node of a V8 CPU profile (`Profiler.stop` over CDP). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  /** Microseconds, on the clock of a trace taken meanwhile. */
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A built asset's name, or "(native)" for the browser's own code. */
const fileOf = (n: ProfileNode) => n.callFrame.url.replace(/^.*\/assets\//, '') || '(native)';

/** "fn file.js:line", how every listing names a frame (`anonymous` names a function without a name). */
export const frameLabel = (n: ProfileNode, anonymous = '(anonymous)') =>
  `${n.callFrame.functionName || anonymous} ${fileOf(n)}:${n.callFrame.lineNumber + 1}`;

/** A CPU profile's nodes by id, and each node's caller. */
export function profileTree(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  return { byId, parent };
}

/** Self time in ms per node id, per file (built asset name) and per function, from a CPU profile. */
export function selfTime(profile: CpuProfile) {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const n of profile.nodes) {
    const t = byNode.get(n.id) ?? 0;
    byFn.set(frameLabel(n), (byFn.get(frameLabel(n)) ?? 0) + t);
    byFile.set(fileOf(n), (byFile.get(fileOf(n)) ?? 0) + t);
  }
  return { byNode, byFn, byFile };
}

/** The `k` largest of a self-time map, one line each. */
export const topLines = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, t]) => `  ${t.toFixed(0).padStart(6)} ms  ${name}`);

/**
 * A phone-sized browser context (390 × 844, touch) at `base`, signed in with a session's cookie
 * (`name=value`) and marked signed in as `me` on every page it opens.
 */
export async function signedInPhone(browser: Browser, base: string, cookie: string, me: SignedInUser) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: base }]);
  await context.addInitScript(markSignedIn, me);
  return context;
}

/**
 * Milliseconds from the page's navigation to the first frame in which an element matching `selector` (with
 * exactly `text`, when given) is in the DOM: checked in the page at every animation frame, just before it
 * paints. Playwright's own waiting (`waitFor`, `waitForSelector`) checks at 0, 20, 50, 100, 100 ms and then
 * every 500 ms, so a time read after it was late by up to half a second, at random.
 */
export async function shownAt(page: Page, selector: string, text?: string): Promise<number> {
  const handle = await page.waitForFunction(
    ([sel, txt]) =>
      [...document.querySelectorAll(sel)].some((el) => txt === undefined || el.textContent?.trim() === txt) &&
      performance.now(),
    [selector, text] as const,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds from navigation to the first frame in which the page's text no longer contains `text`. */
export async function goneAt(page: Page, text: string): Promise<number> {
  const handle = await page.waitForFunction(
    (txt) => !document.body.textContent?.includes(txt) && performance.now(),
    text,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}
