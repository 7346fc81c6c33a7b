// Benchmark: GET /api/members.php?page=1 (the members page's first call, about 9 KB of JSON) as a
// browser asks for it (Accept-Encoding: br, gzip), on the built server with embedded PGlite, with
// COMPRESSION=off and =on in turn (BENCH_ROUNDS times, one data folder). Prints requests/s,
// latency and bytes per answer; asserts nothing.
// Usage: npm run build && node bench/members.mjs   (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, stopServer } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const port = 4403;
const url = `http://127.0.0.1:${port}/api/members.php?page=1`;
const headers = { host: 'localhost', 'accept-encoding': 'br, gzip' };

async function run(label) {
  const options = { url, connections, headers };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const r = await autocannon({ ...options, duration: seconds });
  const bytes = r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0;
  console.log(
    `${label.padEnd(16)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ` +
      `${bytes} B/answer   ${r['2xx']} ok, ${r.non2xx} non-2xx, ${r.errors} errors`,
  );
}

console.log(
  `GET /api/members.php?page=1, Accept-Encoding: br, gzip (${connections} connections, ${seconds} s each)`,
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-bench-members-'));
try {
  for (let round = 0; round < rounds; round++) {
    for (const compression of ['off', 'on']) {
      const server = await startServer(port, { DATA_DIR: dataDir, SEED: 'demo', COMPRESSION: compression });
      try {
        await run(`COMPRESSION=${compression}`);
      } finally {
        await stopServer(server);
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
