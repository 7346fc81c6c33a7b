import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { conversations, invitations, profiles } from '../../db/schema';
import type { RecordCheck } from '../../lib/spa';
import type { SiteResolver } from './context';

/**
 * Whether the member, conversation or link a direct load names is there for this visitor, by one
 * look-up on a primary key or unique index (docs/decisions/040-axe-everywhere-and-rules-before-refusals.md):
 * - `/members/{id}`, `/likes/m/{id}`: a profile of this site, searchable or the visitor's own
 *   (the member API's rule; the visitor's session is read only for a hidden profile);
 * - `/members/{id}/chat`: a profile of this site, hidden or not (a conversation with a member
 *   hidden since stays readable there, and the chat API answers for the rest);
 * - `/chats/{id}`: a conversation of this site, and with a session, one the member takes part in
 *   (a visitor without one is asked to log in to a conversation that exists);
 * - `/{token}`: an invitation link of this site, usable or not (the page says which).
 * Other routes have nothing to look up.
 */
export function makeRecordCheck(
  db: Db,
  siteOf: SiteResolver,
  viewerOf: (request: FastifyRequest) => Promise<number | null>,
): RecordCheck {
  return async (request, { route, params }) => {
    const id = Number(params.id);
    switch (route.name) {
      case 'members-id':
      case 'likes-m-id': {
        if (!Number.isSafeInteger(id)) return false;
        const site = await siteOf(request);
        const [row] = await db
          .select({ searchable: profiles.searchable })
          .from(profiles)
          .where(and(eq(profiles.userId, id), eq(profiles.siteId, site.id)));
        if (!row) return false;
        return row.searchable || (await viewerOf(request)) === id;
      }
      case 'members-id-chat': {
        if (!Number.isSafeInteger(id)) return false;
        const site = await siteOf(request);
        const [row] = await db
          .select({ id: profiles.userId })
          .from(profiles)
          .where(and(eq(profiles.userId, id), eq(profiles.siteId, site.id)));
        return !!row;
      }
      case 'chats-id': {
        if (!Number.isSafeInteger(id)) return false;
        const site = await siteOf(request);
        const [row] = await db
          .select({ a: conversations.userA, b: conversations.userB })
          .from(conversations)
          .where(and(eq(conversations.id, id), eq(conversations.siteId, site.id)));
        if (!row) return false;
        const viewer = await viewerOf(request);
        return viewer === null || viewer === row.a || viewer === row.b;
      }
      case 'token': {
        const site = await siteOf(request);
        const [row] = await db
          .select({ id: invitations.id })
          .from(invitations)
          .where(and(eq(invitations.token, params.token ?? ''), eq(invitations.siteId, site.id)));
        return !!row;
      }
      default:
        return true;
    }
  };
}
