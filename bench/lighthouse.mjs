// Lighthouse, mobile (its default: Moto G Power, slow 4G, 4× CPU slowdown, simulated), on the built
// server with the demo data: performance score and the metrics behind it for the home page, a
// lander and the member search. Prints figures; asserts nothing.
// Usage: npm run build && node bench/lighthouse.mjs   (LH_RUNS=3 for the median of three runs,
// LH_PATHS=/,/landers/video to choose pages; CHROME_PATH defaults to /usr/bin/chromium)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, stopServer } from './lib.mjs';

const port = Number(process.env.LH_PORT ?? 4391);
const runs = Number(process.env.LH_RUNS ?? 1);
const paths = (process.env.LH_PATHS ?? '/,/landers/gallery,/members').split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-lighthouse-'));
const server = await startServer(port, { DATA_DIR: dataDir, SEED: 'demo' });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const base = `http://localhost:${port}`;
  // Warm the server (photo files, caches) so the first measured page is not a cold start.
  for (const p of paths) await fetch(base + p);
  for (const p of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(base + p, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      results.push(lhr);
    }
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = results[Math.floor(results.length / 2)];
    const figures = METRICS.map(([id, label]) => `${label} ${lhr.audits[id].displayValue}`).join('   ');
    const score = Math.round(lhr.categories.performance.score * 100);
    const all = results.map((r) => Math.round(r.categories.performance.score * 100)).join(', ');
    console.log(
      `${p.padEnd(20)} performance ${String(score).padStart(3)}   ${figures}${runs > 1 ? `   (runs: ${all})` : ''}`,
    );
    // LCP in milliseconds over the runs that measured one, and what was painted (text or image).
    const lcps = results
      .map((r) => r.audits['largest-contentful-paint'].numericValue)
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b);
    const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log(
      `${''.padEnd(20)} LCP median ${Math.round(lcps[Math.floor(lcps.length / 2)] ?? Number.NaN)} ms (runs: ${lcps.map(Math.round).join(', ')}), element: ${element?.snippet ?? '?'}`,
    );
  }
} finally {
  await chrome.kill();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
