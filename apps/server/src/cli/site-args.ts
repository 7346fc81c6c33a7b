// The options of `npm run site:create` (cli/site.ts), checked with the staff console's rules.
import { parseArgs } from 'node:util';
import { LANGUAGES } from '@amora/shared';
import { SiteCreateInputSchema } from '../modules/sites/create';

export const USAGE = `Usage: npm run site:create -- --domain <domain> --name <name> --language <${LANGUAGES.join('|')}>
  [--countries DE,AT,CH] [--aliases www.example.com,…] [--support-email <address>] [--support-phone <number>]
  [--company <company name>] [--company-country <country>] [--no-indexing]`;

/** The command line's options as the Zod schema's input, or the problems in words. */
export function parseSiteArgs(args: string[]) {
  // Throws on an unknown option or a missing value (the command prints it with the usage).
  const { values } = parseArgs({
    args,
    options: {
      domain: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
      countries: { type: 'string' },
      aliases: { type: 'string' },
      'support-email': { type: 'string' },
      'support-phone': { type: 'string' },
      company: { type: 'string' },
      'company-country': { type: 'string' },
      'no-indexing': { type: 'boolean' },
    },
  });
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  const parsed = SiteCreateInputSchema.safeParse({
    domain: values.domain,
    name: values.name,
    language: values.language?.toLowerCase(),
    countries: list(values.countries)?.map((c) => c.toUpperCase()),
    aliases: list(values.aliases),
    support_email: values['support-email'],
    support_phone: values['support-phone'],
    company: values.company,
    company_country: values['company-country'],
    indexing: values['no-indexing'] ? false : undefined,
  });
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const flag = (path: PropertyKey | undefined) => `--${String(path ?? '').replace('_', '-')}`;
  return {
    ok: false as const,
    problems: parsed.error.issues.map(
      (issue) => `${flag(issue.path[0])}: ${issue.code === 'invalid_type' ? 'missing' : issue.message}`,
    ),
  };
}
