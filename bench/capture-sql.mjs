// Loaded into the server with `node --import ./bench/capture-sql.mjs` by bench/members-plans.mjs:
// appends every statement the server sends through node-postgres (text and values, one JSON line
// each) to the file CAPTURE_SQL_FILE, so the plans printed are those of the server's own queries.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = process.env.CAPTURE_SQL_FILE;
if (file) {
  const require = createRequire(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/package.json'),
  );
  const pg = require('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    const given = Array.isArray(values) ? values : config?.values;
    if (typeof text === 'string') appendFileSync(file, `${JSON.stringify({ text, values: given ?? [] })}\n`);
    return query.call(this, config, values, callback);
  };
}
