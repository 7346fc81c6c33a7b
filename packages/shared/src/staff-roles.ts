/**
 * Staff roles and what each may do (decision 012), shared by the server (which checks every staff
 * call) and the staff console (which shows only usable screens). Plain data: no Zod here, so
 * the web can import it at run time.
 *
 * admin everything (mailings too); moderator photos, profile texts, reports and bans; operator the fictional
 * profiles' conversations; support members, orders and refunds.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'operator', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CAPABILITIES = {
  /** The console itself (who am I). */
  console: ['admin', 'moderator', 'operator', 'support'],
  /** Photo queue, profile texts, reports, complaints, bans. */
  moderation: ['admin', 'moderator'],
  /** Finding members and reading their details. */
  members_read: ['admin', 'moderator', 'support'],
  /** Sessions, credit adjustments, orders, refunds, data export and erasure. */
  members_manage: ['admin', 'support'],
  /** Site settings, company info, gifts, packages, discount codes, fictional profiles, roles. */
  sites: ['admin'],
  /** Promotion and news mailings to a site's members. */
  mailings: ['admin'],
  /** The operator inbox: answering as a fictional profile. */
  inbox: ['admin', 'operator'],
  audit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Capability = keyof typeof CAPABILITIES;

export function can(role: StaffRole | null | undefined, capability: Capability): boolean {
  return !!role && (CAPABILITIES[capability] as readonly string[]).includes(role);
}
