import { z } from 'zod';
import { IdSchema } from './ids';
import { MemberSummarySchema, ProfileCardSchema } from './profile';

export const LikeRequestSchema = z.object({ profile_id: IdSchema });
export const LikeAnswerSchema = z.object({ match: z.boolean().describe('True when the like is mutual') });

/** GET /api/likes.php (docs/product.md#the-calls-the-web-makes): the profiles involved and who liked the member. */
export const LikesAnswerSchema = z.object({
  profiles: z.array(ProfileCardSchema),
  liked_by: z.array(z.object({ id: z.number().int(), like_new: z.boolean() })),
  liked: z.array(z.number().int()).describe('Profiles the member liked (the "given" tab)'),
  matches: z.array(z.number().int()).describe('Mutual likes'),
});
export type LikesAnswer = z.infer<typeof LikesAnswerSchema>;
export const LIKE_TABS = ['received', 'given', 'matches'] as const;

export const AutoLikeAnswerSchema = z.object({
  profile: MemberSummarySchema.nullable(),
});

export const SwipeAnswerSchema = z.object({
  profiles: z.array(ProfileCardSchema),
  remaining_likes: z.number().int().nullable().describe('Likes left today; null for premium (unlimited)'),
  resets_at: z.string().describe('When the daily likes start again (ISO)'),
});
export const SwipeRequestSchema = z.object({
  profile_id: IdSchema,
  action: z.enum(['like', 'pass']),
});
export const SwipeResultSchema = z.object({
  match: z.boolean(),
  remaining_likes: z.number().int().nullable(),
  resets_at: z.string(),
});

export type LikeTab = (typeof LIKE_TABS)[number];
export type AutoLikeAnswer = z.infer<typeof AutoLikeAnswerSchema>;
export type SwipeAnswer = z.infer<typeof SwipeAnswerSchema>;
export type SwipeAction = z.infer<typeof SwipeRequestSchema>['action'];
export type SwipeResult = z.infer<typeof SwipeResultSchema>;
