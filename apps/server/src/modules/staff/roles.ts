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

/**
 * Registers one staff endpoint: capability checked before validation, listed in STAFF_ENDPOINTS
 * (staff/routes.ts makes it; area route files such as campaigns/routes.ts receive it).
 */
export type StaffRoute = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  capability: Capability,
  schema: Record<string, unknown>,
  handler: (request: FastifyRequest & { staff: Staff }, reply: import('fastify').FastifyReply) => unknown,
) => void;
