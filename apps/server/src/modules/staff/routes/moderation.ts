import {
  deleteStaffBan,
  getStaffComplaints,
  getStaffFlaggedMessages,
  getStaffPhotos,
  getStaffProfileTexts,
  getStaffReports,
  postStaffBan,
  postStaffComplaintDecision,
  postStaffFlaggedMessageDecision,
  postStaffPhotoDecision,
  postStaffProfileTextDecision,
  postStaffReportDecision,
} from '@amora/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { staffRouteOf } from '../../../lib/contract';
import { FlaggedMessageService } from '../../safety/flags';
import { ModerationService } from '../moderation';
import { staffOf } from '../roles';
import { ok, siteBaseFor, tags } from './shared';

/** Moderation (capability `moderation`): photos, profile texts, reports, complaints, flagged messages, bans. */
export function moderationRoutes(context: AppContext) {
  const { app, db, clock, mailer, sites, photos, chats } = context;
  const moderationFor = (request: FastifyRequest) =>
    new ModerationService(db, clock, mailer, sites, photos, siteBaseFor(context, request), request.log);
  const flagged = new FlaggedMessageService(db, clock, chats);

  app.route({
    ...staffRouteOf(getStaffPhotos, { summary: 'Photo queue (pending by default)', tags }),
    handler: async (request) => ({ photos: await moderationFor(request).photoQueue(request.query.status) }),
  });
  app.route({
    ...staffRouteOf(postStaffPhotoDecision, {
      summary: 'Approve a photo, or reject it with a reason the member sees',
      tags,
    }),
    handler: async (request) => {
      await moderationFor(request).decidePhoto(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(getStaffProfileTexts, { summary: 'Profile texts changed since the last review', tags }),
    handler: async (request) => ({ profiles: await moderationFor(request).profileTextQueue() }),
  });
  app.route({
    ...staffRouteOf(postStaffProfileTextDecision, {
      summary: 'Approve a profile text or remove it with a reason',
      tags,
    }),
    handler: async (request) => {
      await moderationFor(request).decideProfileText(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(getStaffReports, { summary: 'Reports of members (open, or closed)', tags }),
    handler: async (request) => ({ reports: await moderationFor(request).reportQueue(request.query.status) }),
  });
  app.route({
    ...staffRouteOf(postStaffReportDecision, {
      summary:
        'Decide a report (DSA notice and action): the reporter gets the decision, the member the reasons',
      tags,
    }),
    handler: async (request) => {
      await moderationFor(request).decideReport(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(getStaffComplaints, { summary: 'Complaints from the public form', tags }),
    handler: async (request) => ({
      complaints: await moderationFor(request).complaintQueue(request.query.status),
    }),
  });
  app.route({
    ...staffRouteOf(postStaffComplaintDecision, {
      summary: 'Decide a complaint; the complainant gets the decision by mail',
      tags,
    }),
    handler: async (request) => {
      await moderationFor(request).decideComplaint(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(getStaffFlaggedMessages, {
      summary:
        'Messages that matched the scam patterns, with their senders’ recent messages (open, or closed)',
      tags,
    }),
    handler: async (request) => ({ messages: await flagged.queue(request.query.status) }),
  });
  app.route({
    ...staffRouteOf(postStaffFlaggedMessageDecision, {
      summary: 'Release a held message to its recipient, withhold it for good, or dismiss a delivered one',
      tags,
    }),
    handler: async (request) => {
      await flagged.decide(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(postStaffBan, {
      summary: 'Ban a member for some days or until lifted; they get a statement of reasons',
      tags,
    }),
    handler: async (request) => {
      await moderationFor(request).ban(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(deleteStaffBan, { summary: 'Lift a ban', tags }),
    handler: async (request) => {
      await moderationFor(request).unban(staffOf(request), request.body.user_id);
      return ok;
    },
  });
}
