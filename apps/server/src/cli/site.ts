// `npm run site:create -- --domain example.com --name "Example" --language de [--countries DE,AT]
// [--aliases www.example.com] [--support-email …] [--support-phone …] [--company "Example GmbH"]
// [--company-country DE] [--no-indexing]`
// Creates a site (with its company, credit packages in its countries' currencies, the welcome
// code and the time bonus) in the configured database: the first step of a production start with
// SEED=none, before `npm run staff:create` (README, "First day in production"). A domain or alias
// that a site already answers for is refused and nothing changes, so running it twice is safe.
import { createSite, DomainTakenError, newSiteFromInput } from '../modules/sites/create';
import { openCommandDatabase } from './env';
import { parseSiteArgs, USAGE } from './site-args';

async function main() {
  let parsed: ReturnType<typeof parseSiteArgs>;
  try {
    parsed = parseSiteArgs(process.argv.slice(2));
  } catch (err) {
    // parseArgs: an unknown option or a missing value.
    console.error(`${err instanceof Error ? err.message : err}\n${USAGE}`);
    process.exit(2);
  }
  if (!parsed.ok) {
    console.error(`${parsed.problems.join('\n')}\n${USAGE}`);
    process.exit(2);
  }
  const database = await openCommandDatabase();
  try {
    const row = newSiteFromInput(parsed.input);
    const created = await createSite(database.db, row);
    console.log(
      `Created the site ${row.site.name} (id ${created.siteId}) for ${row.site.domain}` +
        `${row.site.aliases?.length ? ` and ${row.site.aliases.join(', ')}` : ''}: language ${row.site.domainLanguage}, ` +
        `countries ${row.site.countries.join(', ')}, support ${row.site.supportEmail}, company ${row.company.name}.`,
    );
    console.log(
      `Next: npm run staff:create -- --email <you> --role admin --site ${row.site.domain}, then log in at https://${row.site.domain}/login and complete the site under /staff (Sites).`,
    );
  } catch (err) {
    if (err instanceof DomainTakenError) {
      console.error(err.message);
      process.exitCode = 1;
      return;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
