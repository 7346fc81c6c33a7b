import { CoercedIdSchema, PHOTO_MAX_BYTES } from '@amora/shared';
import {
  getStaffConversation,
  getStaffFictional,
  getStaffInbox,
  postStaffFictional,
  postStaffFictionalPhoto,
  postStaffReply,
  putStaffFictional,
} from '@amora/shared/endpoints';
import type { AppContext } from '../../../context';
import { staffRouteOf } from '../../../lib/contract';
import { HttpError, notFound } from '../../../lib/errors';
import { audit } from '../audit';
import { FictionalService } from '../fictional';
import { staffOf } from '../roles';
import { ok, tags } from './shared';

/**
 * Fictional profiles (capability `sites`) and the operator inbox, answering as one of them
 * (capability `inbox`).
 */
export function fictionalRoutes({ app, db, clock, sites, chats, photos }: AppContext) {
  const fictional = new FictionalService(db, clock, sites, chats);

  app.route({
    ...staffRouteOf(getStaffFictional, { summary: 'Fictional profiles', tags }),
    handler: async () => ({ profiles: await fictional.list() }),
  });
  app.route({
    ...staffRouteOf(postStaffFictional, { summary: 'Create a fictional profile (always flagged)', tags }),
    handler: async (request, reply) =>
      reply.code(201).send({ user_id: await fictional.create(staffOf(request), request.body) }),
  });
  app.route({
    ...staffRouteOf(putStaffFictional, { summary: 'Edit a fictional profile', tags }),
    handler: async (request) => {
      await fictional.update(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(postStaffFictionalPhoto, {
      summary: 'Upload a photo of a fictional profile (multipart: user_id, then the file `photo`)',
      tags,
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const missing = (field: string) =>
        new HttpError(400, 'validation_failed', 'Invalid body', { fields: { [field]: 'required' } });
      if (!request.isMultipart()) throw missing('photo');
      const part = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      const userId = CoercedIdSchema.safeParse(
        (part?.fields.user_id as { value?: string } | undefined)?.value,
      );
      if (part?.fieldname !== 'photo') throw missing('photo');
      if (!userId.success || !(await fictional.isFictional(userId.data))) {
        part.file.resume();
        throw notFound('No such fictional profile');
      }
      const row = await photos.upload(userId.data, true, await part.toBuffer(), { moderation: false });
      await audit(
        db,
        staffOf(request),
        'fictional.photo',
        { type: 'member', id: userId.data },
        null,
        { photo_id: row.id },
        clock.now(),
      );
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(getStaffInbox, {
      summary: 'Conversations with fictional profiles waiting for an answer, oldest first',
      tags,
    }),
    handler: async () => ({ conversations: await fictional.inbox() }),
  });
  app.route({
    ...staffRouteOf(getStaffConversation, { summary: 'A conversation with a fictional profile', tags }),
    handler: async (request) => fictional.conversation(request.query.id),
  });
  app.route({
    ...staffRouteOf(postStaffReply, {
      summary: 'Answer as the fictional profile; the member receives it live',
      tags,
    }),
    handler: async (request) => ({ message_id: await fictional.reply(staffOf(request), request.body) }),
  });
}
