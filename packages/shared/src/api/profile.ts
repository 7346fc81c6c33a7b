import { z } from 'zod';
import {
  ABOUT_MAX_LENGTH,
  MAX_INTERESTS,
  PROFILE_OPTIONS,
  type ProfileOptionField,
  REPORT_REASONS,
} from '../values/profile';
import { GenderSchema, ImageSchema } from './account';
import { CoercedIdSchema, IdSchema } from './ids';
import { CountryCodeSchema } from './site';

export type { ProfileOptionField } from '../values/profile';
export {
  ABOUT_MAX_LENGTH,
  MAX_INTERESTS,
  PHOTO_MAX_BYTES,
  PROFILE_OPTION_FIELDS,
  PROFILE_OPTIONS,
  REPORT_REASONS,
} from '../values/profile';

const option = <F extends ProfileOptionField>(field: F) => z.enum(PROFILE_OPTIONS[field]).nullable();

export const PhotoSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'active', 'rejected']),
  filename: z.string(),
  thumb_filename: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  main: z.boolean(),
  reject_reason: z.string().nullable(),
});
export type Photo = z.infer<typeof PhotoSchema>;
/** GET /api/photos.php: the member's own photos (every status) and how many they may have. */
export const PhotosAnswerSchema = z.object({ photos: z.array(PhotoSchema), limit: z.number().int() });
/** POST and PUT /api/photos.php: the photo uploaded, or made the main one. */
export const PhotoAnswerSchema = z.object({ photo: PhotoSchema });
/** DELETE /api/photos.php: which photo. */
export const PhotoIdSchema = z.object({ id: IdSchema });
/** PUT /api/photos.php: make a photo the main one. */
export const MainPhotoSchema = PhotoIdSchema.extend({ main: z.literal(true) });

export const RegionRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/profile.php — the member's own profile, every field. */
export const OwnProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: GenderSchema,
  seeking: GenderSchema.nullable(),
  birth_date: z.string(),
  age: z.number().int(),
  country: z.string().nullable(),
  region: RegionRefSchema.nullable(),
  sexuality: option('sexuality'),
  hair_colour: option('hair_colour'),
  eye_colour: option('eye_colour'),
  body_type: option('body_type'),
  relationship_status: option('relationship_status'),
  tattoos: option('tattoos'),
  signup_reason: option('signup_reason'),
  interests: z.array(z.number().int()),
  about: z.string(),
  photos: z.array(PhotoSchema),
  main_image: ImageSchema.nullable(),
  photo_limit: z.number().int(),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;
/** GET and PUT /api/profile.php: the member's own profile. */
export const OwnProfileAnswerSchema = z.object({ profile: OwnProfileSchema });

/** PUT /api/profile.php — any subset of the editable fields. */
export const ProfileUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(30),
    seeking: GenderSchema.nullable(),
    country: CountryCodeSchema,
    region_id: IdSchema.nullable(),
    sexuality: option('sexuality'),
    hair_colour: option('hair_colour'),
    eye_colour: option('eye_colour'),
    body_type: option('body_type'),
    relationship_status: option('relationship_status'),
    tattoos: option('tattoos'),
    signup_reason: option('signup_reason'),
    interests: z.array(IdSchema).max(MAX_INTERESTS),
    about: z.string().trim().max(ABOUT_MAX_LENGTH),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/**
 * Another member, wherever an answer names one (auto-like, notifications' actor, and the start of
 * every card). `fictional` is in every one of them, so no screen, mail or push can name a
 * staff-run profile without knowing to mark it (decision 028). The member's own profile is not one.
 */
export const MemberSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    main_image: ImageSchema.nullable(),
    fictional: z
      .boolean()
      .describe(
        'A staff-run profile: shown everywhere with the site’s fictional_icon and fictional_singular, fictional_warning as the explanation',
      ),
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

/** A member in search results and lists: the summary and what a card shows besides. */
export const ProfileCardSchema = MemberSummarySchema.extend({
  age: z.number().int(),
  gender: GenderSchema,
  country: z.string().nullable(),
  region: z.string().nullable(),
  online: z.boolean(),
  last_seen: z
    .string()
    .nullable()
    .describe('When the member was last active (ISO 8601); null in invisible mode, like online false'),
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;

/** GET /api/member.php?id= — a member's profile page; fields per the site's visible_profile_fields. */
export const PublicProfileSchema = ProfileCardSchema.extend({
  about: z.string().nullable(),
  fields: z.record(z.string(), z.string()).describe('Visible option fields: field → option value'),
  interests: z.array(z.number().int()),
  photos: z.array(
    PhotoSchema.pick({ id: true, filename: true, thumb_filename: true, width: true, height: true }),
  ),
  photos_total: z.number().int().describe('All active photos, also those the viewer may not see yet'),
  more_photos: z.enum(['none', 'login', 'premium']).describe('What unlocks the rest of the photos'),
  blocked_by_me: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
export const MemberQuerySchema = z.object({ id: CoercedIdSchema });
export const MemberAnswerSchema = z.object({ profile: PublicProfileSchema });

export const SearchQuerySchema = z.object({
  gender: GenderSchema.optional(),
  country: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), CountryCodeSchema).optional(),
  countryregion: CoercedIdSchema.optional(),
  min_age: z.coerce.number().int().min(18).max(99).optional(),
  max_age: z.coerce.number().int().min(18).max(99).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
  network: z.string().max(100).optional(),
  ref: z.string().max(100).optional(),
});
export const SearchAnswerSchema = z.object({
  profiles: z.array(ProfileCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  similar: z.array(ProfileCardSchema).describe('Near matches shown when the results are few'),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

export const GeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const GeocodeAnswerSchema = z.object({
  country: z.string().nullable(),
  region: RegionRefSchema.nullable(),
});

export const ProfileIdSchema = z.object({ profile_id: IdSchema });
export const ReportSchema = z.object({
  profile_id: IdSchema,
  message_id: IdSchema.optional(),
  reason: z.enum(REPORT_REASONS),
  text: z.string().trim().max(2000).optional(),
  /** Also block the reported member in the same step; omitted = false (decision 036). */
  block: z.boolean().optional(),
});
export const ComplaintSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().max(254),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});
/** The receipt of a report or complaint: its number and when it was made. */
const ReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
export const ReportAnswerSchema = z.object({ report: ReceiptSchema.extend({ blocked: z.boolean() }) });
export const ComplaintAnswerSchema = z.object({ complaint: ReceiptSchema });
