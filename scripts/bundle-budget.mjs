// Bundle budget: the JavaScript a visitor downloads for the first view of any route must stay
// within BUDGET_KB gzip. Counted on the safe side: the entry chunk with its static imports, the
// heaviest layout, the entry-warning modal (a first visit shows it), and the route's page module
// with its static imports. Landers (lander.html) have a stricter budget of their own. The
// catalogue (JSON) has its own budget. Reads Vite's build manifest.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 160 → 162 when the second factor, the payment state and the fictional marks reached the shell
// (the chat route measured 160.0): the next feature moves something out of the shell instead.
const BUDGET_KB = 162;
/** Landing pages (lander.html, the lean entry the server sends for lander routes) are stricter. */
const LANDER_BUDGET_KB = 120;
/** The active language's catalogue, fetched as JSON beside the JavaScript. */
const CATALOGUE_BUDGET_KB = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** A chunk and its static imports, as output file names. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const size = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k === 'index.html');
const landerKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k === 'lander.html');
const entry = closure(entryKey);
// Catalogues are JSON assets fetched at start (not JavaScript): checked against their own budget.
const localeKeys = Object.keys(manifest).filter((k) => /locales\/[a-z]{2}\.json/.test(k));
const catalogueFiles = readdirSync(path.join(dist, 'assets')).filter((f) =>
  /^[a-z]{2}-[\w-]+\.json$/.test(f),
);
const largestLocale = Math.max(0, ...catalogueFiles.map((f) => gzipBytes(`assets/${f}`)));
const dynamicKeys = Object.keys(manifest).filter(
  (k) => manifest[k].isDynamicEntry && !localeKeys.includes(k),
);
// A page renders in one layout: count the heaviest one (with its imports) and the warning modal.
const layoutKeys = dynamicKeys.filter((k) => /\/layouts\//.test(k));
const warningKeys = dynamicKeys.filter((k) => /EntryWarningModal/.test(k));
const shellKeys = [...layoutKeys, ...warningKeys];
const heaviestLayout = layoutKeys
  .map((key) => closure(key, new Set(entry)))
  .reduce((a, b) => (size(b) > size(a) ? b : a), new Set(entry));
const shell = new Set(heaviestLayout);
for (const key of warningKeys) closure(key, shell);
const pageKeys = dynamicKeys.filter((k) => /\/features\//.test(k) && !shellKeys.includes(k));

// The staff console (features/staff) renders in its own frame, never in a member layout: its first
// view is the entry plus its own chunks.
const isStaff = (key) => /\/features\/staff\//.test(key);
const rows = pageKeys.map((key) => ({
  key,
  bytes: size(closure(key, new Set(isStaff(key) ? entry : shell))),
}));
rows.sort((a, b) => b.bytes - a.bytes);

console.log(
  `entry ${kb(size(entry))} KB, shell with the heaviest layout and the entry warning ${kb(size(shell))} KB, largest catalogue ${kb(largestLocale)} KB (gzip)`,
);
for (const row of rows.slice(0, 8)) console.log(`  ${kb(row.bytes).padStart(6)} KB  ${row.key}`);
const worst = rows[0]?.bytes ?? size(entry);
// A lander's first view: its entry with every static import, plus the entry-warning modal.
const lander = landerKey ? closure(landerKey) : new Set();
for (const key of warningKeys) closure(key, lander);
const landerBytes = size(lander);
console.log(`lander first view (lander.html + entry warning) ${kb(landerBytes)} KB (gzip)`);
if (!landerKey) {
  console.error('lander.html missing from the build: landers would ship the whole app');
  process.exit(1);
}
if (landerBytes > LANDER_BUDGET_KB * 1024) {
  console.error(`Lander budget exceeded: ${kb(landerBytes)} KB > ${LANDER_BUDGET_KB} KB gzip`);
  process.exit(1);
}
if (largestLocale > CATALOGUE_BUDGET_KB * 1024) {
  console.error(`Catalogue budget exceeded: ${kb(largestLocale)} KB > ${CATALOGUE_BUDGET_KB} KB gzip`);
  process.exit(1);
}
if (worst > BUDGET_KB * 1024) {
  console.error(`Bundle budget exceeded: ${kb(worst)} KB > ${BUDGET_KB} KB gzip for a first view`);
  process.exit(1);
}
console.log(
  `Bundle budget: worst first view ${kb(worst)} KB ≤ ${BUDGET_KB} KB, lander ${kb(landerBytes)} KB ≤ ${LANDER_BUDGET_KB} KB gzip`,
);
