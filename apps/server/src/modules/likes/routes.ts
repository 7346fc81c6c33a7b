import { deleteLikes, getAutoLike, getLikes, getSwipe, postLikes, postSwipe } from '@amora/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { profileOf } from '../members/profile-store';
import { type LikeListRow, likeListJson } from './service';

const tags = ['likes'];

export async function likeRoutes({ app, db, siteOf, auth, likes }: AppContext) {
  /** The logged-in member with what likes need: premium status and the gender they seek. */
  const memberOf = async (request: FastifyRequest) => {
    const site = await siteOf(request);
    const user = await auth.requireUser(request, site);
    const profile = await profileOf(db, user.id);
    return { site, member: { id: user.id, paidUser: user.paidUser, seeking: profile?.seeking ?? null } };
  };

  app.route({
    ...routeOf(postLikes, { summary: 'Like a member; answers whether it is a match', tags }),
    handler: async (request) => {
      const { site, member } = await memberOf(request);
      return { match: await likes.like(site, member.id, request.body.profile_id) };
    },
  });

  app.route({
    ...routeOf(deleteLikes, { summary: 'Take a like back', tags }),
    handler: async (request) => {
      const { member } = await memberOf(request);
      await likes.unlike(member.id, request.body.profile_id);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(getLikes, { summary: 'Likes received and given, and matches', tags }),
    handler: async (request) => {
      // The lists need neither premium status nor the gender sought: no profile read.
      const site = await siteOf(request);
      // The session and the likes in one statement (decision 044).
      const { user, data } = await auth.requireUserWith<LikeListRow[]>(request, site, {
        name: 'session_like_list',
        data: likeListJson,
        values: { site: site.id },
      });
      return likes.list(site, user.id, data ?? undefined);
    },
  });

  app.route({
    ...routeOf(getAutoLike, { summary: 'A fitting member likes the member (a few a day at most)', tags }),
    handler: async (request) => {
      const { site, member } = await memberOf(request);
      return { profile: await likes.autoLike(site, member) };
    },
  });

  app.route({
    ...routeOf(getSwipe, { summary: 'Swipe-game candidates and the likes left today', tags }),
    handler: async (request) => {
      const { site, member } = await memberOf(request);
      return likes.swipeStack(site, member);
    },
  });

  app.route({
    ...routeOf(postSwipe, { summary: 'Like or pass in the swipe game', tags }),
    handler: async (request) => {
      const { site, member } = await memberOf(request);
      return likes.swipe(site, member, request.body.profile_id, request.body.action);
    },
  });
}
