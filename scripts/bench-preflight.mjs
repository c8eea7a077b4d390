// `npm run bench` needs more than the app: Lighthouse (and the Puppeteer it brings) want Node >= 22.19,
// while the app itself runs on Node 20.19+. Say so in one line instead of failing half-way.
const [major, minor] = process.versions.node.split('.').map(Number);
const parts = (process.env.BENCH_PARTS ?? 'api,bundle,lighthouse,journal,dashboards').split(',');
if (parts.includes('lighthouse') && (major < 22 || (major === 22 && minor < 19))) {
  console.warn(
    `bench: Lighthouse declares Node >= 22.19 and this is Node ${process.versions.node}; if it fails, run the bench with Node 22.19+ or without it: BENCH_PARTS=api,bundle,journal,dashboards npm run bench`,
  );
}
try {
  await import('lighthouse');
} catch {
  if (parts.includes('lighthouse')) {
    console.error('bench: Lighthouse is not installed; run: npm install --no-save lighthouse@13.5.0');
    process.exit(1);
  }
}
