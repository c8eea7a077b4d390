// Screenshots of screens in Chromium, for looking at what we built.
// Usage: npx tsx scripts/screenshot.ts --base http://127.0.0.1:3000 [--user name --pass pw] [--dark] [--desktop]
//        [--full] [--out screenshots] path[=name] ...   (a path may have a query: /journal?type=sativa=name)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { markSignedIn } from './lib/browser.js';

const args = process.argv.slice(2);
const opt = (name: string, fallback?: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return false;
  args.splice(i, 1);
  return true;
};
const base = opt('base') ?? 'http://127.0.0.1:3000';
const user = opt('user');
const pass = opt('pass');
const out = opt('out') ?? 'screenshots';
const wait = Number(opt('wait', '1200'));
const dark = flag('dark');
const desktop = flag('desktop');
const full = flag('full');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const context = await browser.newContext(
  desktop
    ? { viewport: { width: 1280, height: 860 }, baseURL: base }
    : {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        baseURL: base,
      },
);
const page = await context.newPage();
page.on('pageerror', (e) => console.error('pageerror', e.message));
if (user) {
  const res = await page.request.post('/api/login', { data: { username: user, password: pass } });
  const me = await res.json();
  // Display settings live on the account: set dark mode there (and back to light otherwise).
  const current = await (
    await page.request.get('/api/user/settings', { headers: { 'x-user-id': String(me.id) } })
  ).json();
  await page.request.put('/api/user/settings', {
    headers: { 'x-user-id': String(me.id) },
    data: { ...current, display: { ...current.display, darkMode: dark } },
  });
  await page.goto('/login');
  await page.evaluate(markSignedIn, me);
}
for (const spec of args) {
  const [p, name] = pathAndName(spec);
  await page.goto(p);
  await page.waitForTimeout(wait);
  const file = path.join(
    out,
    `${name ?? (p.replace(/[^\w]+/g, '_') || 'root')}${dark ? '-dark' : ''}${desktop ? '-desktop' : ''}.png`,
  );
  await page.screenshot({ path: file, fullPage: full });
  console.log(file);
}
await browser.close();

/**
 * "/stash=stash" → ["/stash", "stash"]; a path may carry a query: "/journal?type=sativa" has no name,
 * "/journal?type=sativa=sativa" is named "sativa" (a name follows a query's last complete key=value).
 */
function pathAndName(spec: string): [string, string | undefined] {
  const cut = spec.lastIndexOf('=');
  if (cut <= 0) return [spec, undefined];
  const before = spec.slice(0, cut);
  const query = before.indexOf('?');
  const lastParam =
    query < 0
      ? ''
      : (before
          .slice(query + 1)
          .split('&')
          .pop() ?? '');
  return query < 0 || lastParam.includes('=') ? [before, spec.slice(cut + 1)] : [spec, undefined];
}
