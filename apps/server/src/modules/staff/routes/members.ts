import {
  getStaffExport,
  getStaffMember,
  getStaffMembers,
  getStaffStaff,
  postStaffCredits,
  postStaffEndSessions,
  postStaffErase,
  postStaffRole,
} from '@amora/shared/endpoints';
import type { AppContext } from '../../../context';
import { staffRouteOf } from '../../../lib/contract';
import { StaffMemberService } from '../members';
import { StaffMoneyService } from '../money';
import { staffOf } from '../roles';
import { ok, tags } from './shared';

/**
 * Members (capabilities `members_read`, `members_manage`): search, detail, sessions, credits,
 * export and erasure; and staff accounts and their roles (capability `sites`).
 */
export function memberRoutes({ app, db, clock, photos }: AppContext) {
  const members = new StaffMemberService(db, clock, photos);
  const money = new StaffMoneyService(db, clock);

  app.route({
    ...staffRouteOf(getStaffMembers, { summary: 'Find members by id, e-mail or name', tags }),
    handler: async (request) => ({ members: await members.find(request.query.q) }),
  });
  app.route({
    ...staffRouteOf(getStaffMember, {
      summary: 'A member: account, profile, photos, orders, ledger, sessions',
      tags,
    }),
    handler: async (request) => {
      const { id } = request.query;
      return { ...(await members.detail(id)), orders: await money.ordersOf(id) };
    },
  });
  app.route({
    ...staffRouteOf(postStaffEndSessions, { summary: 'End one or all sessions of a member', tags }),
    handler: async (request) => {
      const { user_id, session_id } = request.body;
      return { ended: await members.endSessions(staffOf(request), user_id, session_id) };
    },
  });
  app.route({
    ...staffRouteOf(postStaffCredits, { summary: 'Adjust credits with a note (a ledger entry)', tags }),
    handler: async (request) => {
      const { user_id, amount, note } = request.body;
      return { credits: await members.adjustCredits(staffOf(request), user_id, amount, note) };
    },
  });
  app.route({
    ...staffRouteOf(getStaffExport, {
      summary: 'Export a member’s data (GDPR Art. 20), as a JSON download',
      tags,
    }),
    handler: async (request, reply) => {
      const { id } = request.query;
      const data = await members.exportData(staffOf(request), id);
      reply.header('content-disposition', `attachment; filename="member-${id}.json"`);
      reply.type('application/json');
      return JSON.stringify(data, null, 2);
    },
  });
  app.route({
    ...staffRouteOf(postStaffErase, {
      summary: 'Erase a member now (GDPR Art. 17); the e-mail must be typed to confirm',
      tags,
    }),
    handler: async (request) => {
      await members.erase(staffOf(request), request.body.user_id, request.body.confirm_email);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(getStaffStaff, { summary: 'Staff accounts and their roles', tags }),
    handler: async () => ({ members: await members.staffList() }),
  });
  app.route({
    ...staffRouteOf(postStaffRole, {
      summary: 'Give an account a staff role, or take it away (null)',
      tags,
    }),
    handler: async (request) => {
      await members.setRole(staffOf(request), request.body.user_id, request.body.role);
      return ok;
    },
  });
}
