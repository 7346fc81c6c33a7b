// The bare peer of bench/compare.mjs: plain Fastify and a `pg` pool (as large as Amora's) on the
// same database, no sessions, no schemas, no ORM. What the machine and PostgreSQL give at best:
//   GET /pk?id=N   one profile row by primary key
//   GET /page      a page of 24 listed profiles of site 1, most recently active first (limit 24)
// Usage: DATABASE_URL=… PORT=… node bench/peer.mjs
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ ok: true }));

app.get('/pk', async (request) => {
  const { rows } = await pool.query({
    name: 'pk',
    text: 'select user_id, name, birth_date, gender, country, last_active_at from profiles where user_id = $1',
    values: [Number(request.query.id)],
  });
  return { profile: rows[0] ?? null };
});

app.get('/page', async () => {
  const { rows } = await pool.query({
    name: 'page',
    text: `select user_id, name, birth_date, gender, country, last_active_at from profiles
            where site_id = 1 and searchable
            order by last_active_at desc nulls last, user_id desc nulls last limit 24`,
  });
  return { profiles: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
