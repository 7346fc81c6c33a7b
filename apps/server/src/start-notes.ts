import type { Config } from './config';
import { DEMO_STAFF } from './modules/staff/accounts';
import type { DemoStaffLogin } from './setup/seed/index';

/**
 * What `main` prints once the server listens: where to open it and — right after the demo was
 * seeded — the staff logins with their generated passwords. They are printed this once and
 * stored only hashed (decision 022); a later start only names the logins.
 */
export function startNotes(
  config: Pick<Config, 'seed' | 'publicUrl' | 'host' | 'databaseUrl' | 'dataDir'>,
  port: number,
  demoStaff: DemoStaffLogin[] | null,
): string[] {
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const lines = ['', `Amora is running on Node ${process.version} (database: ${where}).`];
  if (config.publicUrl) lines.push(`  ${config.publicUrl}`);
  if (config.seed !== 'demo') {
    lines.push(`  http://${config.host}:${port}/`);
    return lines;
  }
  lines.push(
    `  English demo site: http://localhost:${port}/`,
    `  Dutch demo site:   http://127.0.0.1:${port}/`,
    `  Staff console:     http://localhost:${port}/staff`,
  );
  if (demoStaff) {
    lines.push('  Staff logins of this installation (shown only now; keep them):');
    for (const staff of demoStaff)
      lines.push(`    ${staff.role.padEnd(9)} ${staff.email.padEnd(24)} ${staff.password}`);
  } else {
    lines.push('  Staff logins (their passwords were printed when the demo was seeded):');
    for (const staff of DEMO_STAFF) lines.push(`    ${staff.role.padEnd(9)} ${staff.email}`);
    lines.push(
      '    Lost one? npm run staff:create -- --email <login> --role <role> --password <new password>',
    );
  }
  return lines;
}
