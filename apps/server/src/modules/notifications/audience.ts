import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { profiles, users } from '../../db/schema';
import type { Preference } from './service';

/**
 * The SQL twin of `NotificationService.mayMail` for jobs that look for members to mail (weekly
 * update, reminders, staff mailings): it lets a scan skip at once whom mayMail would refuse.
 * mayMail stays the gate before each mail. Also leaves out staff-run (fictional) profiles, staff
 * accounts and members banned at `now` — no mailbox to write to, or no business receiving
 * member mails.
 */
export function mailableBy(preference: Preference, now: Date): SQL {
  return and(
    eq(users.status, 'active'),
    isNull(users.emailDisabledReason),
    sql`not (${`email:${preference}`} = any(${users.notificationsDisabled}))`,
    // Demo members' addresses (RFC 2606 .invalid) can never receive mail.
    sql`${users.email} not like '%.invalid'`,
    sql`not exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id} and ${profiles.fictional})`,
    isNull(users.role),
    sql`(${users.bannedAt} is null or ${users.bannedUntil} <= ${now})`,
  )!;
}
