import {
  AutoLikeAnswerSchema,
  LikeAnswerSchema,
  LikeRequestSchema,
  LikesAnswerSchema,
  OkSchema,
  SwipeAnswerSchema,
  SwipeRequestSchema,
  SwipeResultSchema,
} from '@amora/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { profileOf } from '../members/profile-store';

const tags = ['likes'];

export async function likeRoutes({ app, db, siteOf, auth, likes }: AppContext) {
  /** The logged-in member with what likes need: premium status and the gender they seek. */
  const memberOf = async (request: FastifyRequest) => {
    const site = await siteOf(request);
    const user = await auth.requireUser(request, site);
    const profile = await profileOf(db, user.id);
    return { site, member: { id: user.id, paidUser: user.paidUser, seeking: profile?.seeking ?? null } };
  };

  app.post(
    '/api/likes.php',
    {
      schema: {
        summary: 'Like a member; answers whether it is a match',
        tags,
        body: LikeRequestSchema,
        response: { 200: LikeAnswerSchema },
      },
    },
    async (request) => {
      const { site, member } = await memberOf(request);
      return { match: await likes.like(site, member.id, request.body.profile_id) };
    },
  );

  app.delete(
    '/api/likes.php',
    {
      schema: {
        summary: 'Take a like back',
        tags,
        body: LikeRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { member } = await memberOf(request);
      await likes.unlike(member.id, request.body.profile_id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/likes.php',
    {
      schema: {
        summary: 'Likes received and given, and matches',
        tags,
        response: { 200: LikesAnswerSchema },
      },
    },
    async (request) => {
      const { site, member } = await memberOf(request);
      return likes.list(site, member.id);
    },
  );

  app.get(
    '/api/auto-like.php',
    {
      schema: {
        summary: 'A fitting member likes the member (a few a day at most)',
        tags,
        response: { 200: AutoLikeAnswerSchema },
      },
    },
    async (request) => {
      const { site, member } = await memberOf(request);
      return { profile: await likes.autoLike(site, member) };
    },
  );

  app.get(
    '/api/swipe.php',
    {
      schema: {
        summary: 'Swipe-game candidates and the likes left today',
        tags,
        response: { 200: SwipeAnswerSchema },
      },
    },
    async (request) => {
      const { site, member } = await memberOf(request);
      return likes.swipeStack(site, member);
    },
  );

  app.post(
    '/api/swipe.php',
    {
      schema: {
        summary: 'Like or pass in the swipe game',
        tags,
        body: SwipeRequestSchema,
        response: { 200: SwipeResultSchema },
      },
    },
    async (request) => {
      const { site, member } = await memberOf(request);
      return likes.swipe(site, member, request.body.profile_id, request.body.action);
    },
  );
}
