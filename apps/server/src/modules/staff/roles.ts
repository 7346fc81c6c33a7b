import { CAPABILITIES, type Capability, can, type StaffRole } from '@amora/shared/staff-roles';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { type Auth, secondFactorError } from '../auth/context';

export { CAPABILITIES, type Capability };

export interface Staff {
  id: number;
  email: string;
  role: StaffRole;
}

/**
 * The logged-in staff member allowed `capability`, or 403: authentication_required without a
 * session, forbidden for a member or a role without it, second_factor_required for staff whose
 * session has passed only the password (decision 023). Staff act across all sites.
 */
export async function requireStaff(
  auth: Auth,
  request: FastifyRequest,
  capability: Capability,
): Promise<Staff> {
  const session = await auth.pendingSessionOf(request);
  if (!session) throw new HttpError(403, 'authentication_required', 'Log in first');
  const { role } = session.user;
  if (!can(role, capability)) {
    throw new HttpError(403, 'forbidden', 'Not allowed for your role');
  }
  if (session.secondFactor !== 'verified') throw secondFactorError(session);
  return { id: session.user.id, email: session.user.email, role: role! };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member the staff area's hook let through (modules/staff/plugin.ts). */
    staff?: Staff;
  }
}

/**
 * The staff member calling a staff route, whom the staff area's hook has checked before the
 * handler runs (modules/staff/plugin.ts). A handler outside that area has none: a 500, never a
 * request without its check.
 */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff)
    throw new Error(`${request.method} ${request.url}: a staff handler outside the staff area`);
  return request.staff;
}
