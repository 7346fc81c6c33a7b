import { PHOTO_MAX_BYTES } from '@amora/shared';
import { deletePhotos, getPhotos, postPhotos, putPhotos } from '@amora/shared/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { HttpError } from '../../lib/errors';
import { mayViewPrivateFile } from './access';
import { contentTypeOf, isPhotoName, type PhotoFile } from './storage';

const tags = ['photos'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Private files: never in a shared cache; the browser asks again (a cheap 304) so access can end. */
const PRIVATE = 'private, no-cache';

export async function photoRoutes({ app, siteOf, auth, photos, chats }: AppContext) {
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ error: 'not_found', message: 'No such photo' });

  /**
   * Sends an image file with its immutable name as the ETag (304 when the browser has it),
   * streamed from storage as it is read (decision 039).
   */
  const sendFile = (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    file: PhotoFile,
    visibility: 'public' | 'private',
  ) => {
    const etag = `"${name}"`;
    reply
      .header('cache-control', visibility === 'public' ? IMMUTABLE : PRIVATE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      // Public files may come from a CDN host (cdn_prefix), cross-origin to the page; private
      // ones are same-origin only, with the session cookie that let them through.
      .header('cross-origin-resource-policy', visibility === 'public' ? 'cross-origin' : 'same-origin')
      .type(contentTypeOf(name));
    if (visibility === 'private') reply.header('vary', 'cookie');
    if (request.headers['if-none-match'] === etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.stream);
  };

  app.route({
    ...routeOf(getPhotos, {
      summary: "The member's own photos (every status) and how many they may have",
      tags,
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      reply.header('cache-control', 'no-store');
      return { photos: await photos.list(user.id, site.cdnPrefix), limit: photos.limitFor(user.paidUser) };
    },
  });

  app.route({
    ...routeOf(postPhotos, {
      summary:
        'Upload a photo: multipart/form-data with the file in field `photo`. JPEG, PNG or WebP (by ' +
        'content), at most 10 MB, at least 200×200 px. Errors 400 photo_type_not_allowed, photo_corrupt, ' +
        'photo_too_large, photo_too_small, photo_explicit (the site refuses an explicit main photo), ' +
        'validation_failed {photo: required}; 403 photo_limit_reached {limit}. Screened on arrival: a ' +
        'photo may come back pending, held for a moderator',
      tags,
      consumes: ['multipart/form-data'],
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      const missing = () =>
        new HttpError(400, 'validation_failed', 'Invalid body', { fields: { photo: 'required' } });
      if (!request.isMultipart()) throw missing();
      const part = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (part?.fieldname !== 'photo') {
        part?.file.resume();
        throw missing();
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(400, 'photo_too_large', 'The file is larger than 10 MB');
        }
        throw err;
      }
      if (buffer.length === 0) throw missing();
      const row = await photos.upload(user.id, user.paidUser, buffer, {
        moderation: site.photoModeration,
        policy: { explicitMain: site.screenExplicitMain, noFace: site.screenNoFace },
      });
      return reply.code(201).send({ photo: await photos.present(row, site.cdnPrefix) });
    },
  });

  app.route({
    ...routeOf(putPhotos, { summary: 'Choose the main photo (the profile image others see)', tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      const row = await photos.setMain(user.id, request.body.id);
      return { photo: await photos.present(row, site.cdnPrefix) };
    },
  });

  app.route({
    ...routeOf(deletePhotos, {
      summary: 'Delete one of your photos; a deleted main photo is replaced by the next one',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await photos.remove(user.id, request.body.id);
      return { ok: true as const };
    },
  });

  app.get(
    '/photos/:name',
    {
      schema: {
        summary: 'A stored photo file (immutable: its name changes when the content would)',
        tags,
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      // The public area only: no session, no database — a static file (decision 020).
      const { name } = request.params;
      const file = isPhotoName(name) ? await photos.storage.open(name, 'public') : null;
      if (!file) return notFound(reply);
      return sendFile(request, reply, name, file, 'public');
    },
  );

  app.get(
    '/photos/private/:name',
    {
      schema: {
        summary:
          'A private photo file: a profile photo awaiting moderation or rejected (its owner and photo ' +
          'staff), or a chat photo (the two members of the conversation). Anyone else: 404',
        tags,
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isPhotoName(name)) return notFound(reply);
      const site = await siteOf(request);
      // A banned session sees no more than a visitor: 404, like every refusal here.
      const viewer = await auth.userOf(request).catch((err: unknown) => {
        if (err instanceof HttpError) return null;
        throw err;
      });
      if (!viewer || !(await mayViewPrivateFile({ photos, chats }, name, viewer, site.id))) {
        return notFound(reply);
      }
      const file = await photos.storage.open(name, 'private');
      if (!file) return notFound(reply);
      return sendFile(request, reply, name, file, 'private');
    },
  );
}
