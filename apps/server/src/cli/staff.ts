// `npm run staff:create -- --email boss@example.com --role admin [--site amora.example] [--password …]`
// Gives an account a staff role, creating it (confirmed, without a profile) when it does not
// exist. Without --password a new account gets a generated one, printed once; with it an
// existing account gets that password (how a lost demo staff password is replaced).
// `--reset-second-factor`: the account's authenticator and recovery codes are removed and its
// sessions ended, so its next login sets up a new one (staff who lost both; decision 023).
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@amora/shared/api/staff';
import { randomToken } from '../lib/tokens';
import { resetSecondFactor } from '../modules/auth/second-factor';
import { normaliseHost, SiteService } from '../modules/sites/service';
import { createStaffAccount } from '../modules/staff/accounts';
import { openCommandDatabase } from './env';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      site: { type: 'string' },
      password: { type: 'string' },
      'reset-second-factor': { type: 'boolean' },
    },
  });
  if (!values.email || !STAFF_ROLES.includes(values.role as StaffRole)) {
    console.error(
      `Usage: npm run staff:create -- --email <address> --role <${STAFF_ROLES.join('|')}> [--site <domain>] [--password <password>] [--reset-second-factor]`,
    );
    process.exit(2);
  }
  const database = await openCommandDatabase();
  try {
    const sites = await new SiteService(database.db).all();
    const site = values.site ? sites.find((s) => s.domain === normaliseHost(values.site)) : sites[0];
    if (!site)
      throw new Error(
        values.site
          ? `No site with the domain ${values.site}${sites.length ? ` (sites: ${sites.map((s) => s.domain).join(', ')})` : ''}`
          : 'There is no site yet: make it first with npm run site:create -- --domain <domain> --name <name> --language <language>',
      );
    const password = values.password ?? randomToken().slice(0, 20);
    const result = await createStaffAccount(database.db, {
      siteId: site.id,
      email: values.email,
      role: values.role as StaffRole,
      password,
      resetPassword: values.password !== undefined,
    });
    console.log(
      result.created
        ? `Created ${values.role} ${values.email} on ${site.domain}${values.password ? '' : ` with the password: ${password}`}`
        : `${values.email} on ${site.domain} is now ${values.role} (${values.password ? 'password set' : 'password unchanged'})`,
    );
    if (values['reset-second-factor']) {
      await resetSecondFactor(database.db, result.id);
      console.log(`The second factor of ${values.email} was removed: the next login sets up a new one.`);
    }
    console.log(`Log in at /login, then open /staff.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
