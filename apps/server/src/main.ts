import { rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, checkMailTransport, loadConfig } from './config';
import { claimDataDir, socketFile, writeSnapshot } from './db/backup';
import { refreshPlannerStatistics } from './db/statistics';
import { vacuumTables } from './db/vacuum';
import { endExpiredBans } from './jobs/end-expired-bans';
import { endExpiredDiscountCodes } from './jobs/expire-discount-codes';
import { enforceRetention } from './jobs/retention';
import { startScheduler } from './jobs/scheduler';
import { systemClock } from './lib/clock';
import { hashEarlierBans } from './modules/auth/address-policy';
import { purgeDeletedAccounts } from './modules/auth/service';
import { startupProbe } from './modules/health/readiness';
import { sendUnreadReminders, sendWeeklyUpdates } from './modules/notifications/jobs';
import {
  type ReminderDeps,
  sendComeBackReminders,
  sendProfileReminders,
  sendTimeBonusReminders,
  sendWelcomeDiscountReminders,
} from './modules/notifications/reminders';
import { prepareDatabase } from './setup/prepare';
import { startNotes } from './start-notes';

/** How long a stopping node waits for requests and jobs in flight (orchestrators wait 30 s). */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main() {
  const config = loadConfig();
  const mailWarning = checkMailTransport(config);
  if (mailWarning) console.warn(mailWarning);
  // The embedded database's folder is this process's from before it opens until it exits: a
  // command run meanwhile works through this server or refuses, never opens the files too.
  if (!config.databaseUrl) claimDataDir(config.dataDir);
  // Until the app listens (database opened, migrated, seeded; jobs started), the port answers
  // 503 `migrating` (decision 039).
  const probe = await startupProbe(config.port, config.host, config.databaseUrl ? 'postgres' : 'pglite');
  // The embedded database runs on its own thread: a slow query never stalls requests (decision 038).
  const database = await prepareDatabase({ ...config, offThread: true }, (message) => console.log(message));
  const app = await buildApp({ config, database });
  // Bans from before their addresses' keyed hashes were kept (decision 042).
  const hashed = await hashEarlierBans(database.db);
  if (hashed) console.log(`Kept the address hashes of ${hashed} earlier bans`);
  const clock = systemClock;
  const reminders: ReminderDeps = {
    db: database.db,
    clock,
    sites: app.sites,
    notifications: app.notifications,
    payments: app.payments,
  };
  const dump = database.dump;
  const snapshot = dump
    ? () => writeSnapshot(dump, config.backup.dir, clock.now(), Math.max(1, config.backup.keep))
    : null;
  const scheduler = await startScheduler({
    database,
    log: app.log,
    metrics: app.metrics,
    jobs: [
      {
        name: 'purge-deleted-accounts',
        cron: '17 * * * *',
        run: () => purgeDeletedAccounts(database.db, clock.now(), (userId) => app.photos.removeAll(userId)),
      },
      { name: 'retry-unsent-mail', cron: '*/5 * * * *', run: () => app.mailer.retryUnsent() },
      {
        name: 'unread-message-reminders',
        cron: '*/15 * * * *',
        run: () => sendUnreadReminders(database.db, clock, app.notifications),
      },
      // A ban that ran out lists the member again (decision 042).
      { name: 'end-expired-bans', cron: '*/5 * * * *', run: () => endExpiredBans(database.db, clock) },
      {
        name: 'end-expired-discount-codes',
        cron: '*/5 * * * *',
        run: () => endExpiredDiscountCodes(database.db, clock),
      },
      // Reminder mails (preference `reminders`, decision 018): the time bonus runs for only
      // four hours, so its reminder is looked for every five minutes; the others hourly.
      { name: 'time-bonus-reminders', cron: '*/5 * * * *', run: () => sendTimeBonusReminders(reminders) },
      {
        name: 'welcome-discount-reminders',
        cron: '7 * * * *',
        run: () => sendWelcomeDiscountReminders(reminders),
      },
      { name: 'profile-reminders', cron: '27 * * * *', run: () => sendProfileReminders(reminders) },
      { name: 'come-back-reminders', cron: '47 * * * *', run: () => sendComeBackReminders(reminders) },
      // Mailings being sent: the next batches (claimed per member, so overlapping runs are safe).
      { name: 'send-mailings', cron: '* * * * *', run: () => app.campaigns.sendDue() },
      {
        name: 'weekly-update',
        cron: '0 9 * * 1',
        run: () => sendWeeklyUpdates(database.db, clock, app.sites, app.notifications),
      },
      // PGlite has no autovacuum: the server keeps the planner's statistics fresh (decision 030),
      // every minute: a statement's kept plan made while a table was small (a sequential scan of
      // messages) stays until the table is analysed, and costs milliseconds per row once it has grown.
      {
        name: 'refresh-planner-statistics',
        cron: '* * * * *',
        run: () => refreshPlannerStatistics(database),
      },
      // Nor does it vacuum: without one every update's old row version stays, the hot tables only
      // grow, and the transaction counter would wrap around one day (db/vacuum.ts, decision 030).
      { name: 'vacuum-tables', cron: '* * * * *', run: () => vacuumTables(database) },
      // What the privacy statement promises to delete after 30 days or two years.
      { name: 'enforce-retention', cron: '41 3 * * *', run: () => enforceRetention(database.db, clock) },
      // The embedded database's nightly snapshot, by the process that owns it (decision 034).
      ...(snapshot && config.backup.keep > 0
        ? [{ name: 'embedded-backup', cron: '23 2 * * *', run: () => snapshot().then((file) => ({ file })) }]
        : []),
    ],
  });

  // Graceful shutdown (decision 035): stop accepting, let requests and jobs in flight finish,
  // send live sockets away with 1012 (the page reconnects, through the proxy to another node),
  // close the database, exit 0 — or exit 1 when that takes longer than the deadline.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ seconds: SHUTDOWN_DEADLINE_MS / 1000 }, 'shutdown deadline passed: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Commands stop using this node's database now; the process id stays until the exit.
    if (snapshot) rmSync(socketFile(config.dataDir), { force: true });
    // /readyz answers 503 from here on; the port stays open for SHUTDOWN_DELAY_SECONDS (decision 039).
    app.readiness.stopping();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
    await Promise.all([scheduler.stop().catch(() => {}), app.close()]);
    await database.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await probe.close();
  await app.listen({ port: config.port, host: config.host });
  if (snapshot) {
    // `npm run db:backup` finds this process by its id in DATA_DIR and asks it for a snapshot
    // (SIGUSR2); site:create and staff:create connect here instead of opening the files a second time.
    if (database.localUrl) writeFileSync(socketFile(config.dataDir), database.localUrl, { mode: 0o600 });
    process.on('SIGUSR2', () => {
      snapshot().then(
        (file) => app.log.info({ file }, 'database snapshot written'),
        (err: unknown) => app.log.error({ err: String(err) }, 'database snapshot failed'),
      );
    });
  }
  const port = (app.server.address() as { port: number }).port;
  for (const line of startNotes(config, port, database.demoStaff)) console.log(line);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Amora could not start:', err);
  }
  process.exit(1);
});
