// Renders public/icons/icon.svg (the installed app's icon) to the PNG sizes the manifest lists, in Chromium.
// Run after changing the SVG: npx tsx scripts/make-icons.ts
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: `public/icons/icon-${size}.png`, omitBackground: true });
  console.log(`public/icons/icon-${size}.png`);
  await page.close();
}
await browser.close();
