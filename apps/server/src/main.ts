import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/setup';
import { startScheduler } from './jobs/scheduler';
import { MINUTE, systemClock } from './lib/clock';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './modules/staff/accounts';

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.log(message));
  const app = await buildApp({ config, database });
  const stopJobs = startScheduler({
    db: database.db,
    singleNode: database.kind === 'pglite',
    clock: systemClock,
    log: app.log,
    beforeErase: (userId) => app.photos.removeAll(userId),
    extraJobs: [{ name: 'retry-unsent-mail', everyMs: 5 * MINUTE, run: () => app.mailer.retryUnsent() }],
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nAmora is running (database: ${where}).`);
  if (config.publicUrl) console.log(`  ${config.publicUrl}`);
  if (config.seed === 'demo') {
    console.log(`  English demo site: http://localhost:${port}/`);
    console.log(`  Dutch demo site:   http://127.0.0.1:${port}/`);
    console.log(`  Staff console:     http://localhost:${port}/staff (password "${DEMO_STAFF_PASSWORD}")`);
    for (const staff of DEMO_STAFF) console.log(`    ${staff.role.padEnd(9)} ${staff.email}`);
  } else {
    console.log(`  http://${config.host}:${port}/`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Amora could not start:', err);
  }
  process.exit(1);
});
