import type { StaffRole } from '@amora/shared/api/staff';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../lib/auth-context';
import { HttpError } from '../../lib/errors';

/**
 * What each staff role may do (issue 10): admin everything; moderator photos, profile texts,
 * reports and bans; operator the fictional profiles' conversations; support members, orders and
 * refunds. Every staff endpoint names one capability; the authorisation matrix test walks them all.
 */
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
  /** The operator inbox: answering as a fictional profile. */
  inbox: ['admin', 'operator'],
  audit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Capability = keyof typeof CAPABILITIES;

export interface Staff {
  id: number;
  email: string;
  role: StaffRole;
}

/**
 * The logged-in staff member allowed `capability`, or 403: authentication_required without a
 * session, forbidden for a member or a role without it. Staff act across all sites.
 */
export async function requireStaff(
  auth: Auth,
  request: FastifyRequest,
  capability: Capability,
): Promise<Staff> {
  const session = await auth.sessionOf(request);
  if (!session) throw new HttpError(403, 'authentication_required', 'Log in first');
  const { role } = session.user;
  if (!role || !(CAPABILITIES[capability] as readonly string[]).includes(role)) {
    throw new HttpError(403, 'forbidden', 'Not allowed for your role');
  }
  return { id: session.user.id, email: session.user.email, role };
}
