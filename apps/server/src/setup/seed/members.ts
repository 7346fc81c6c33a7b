import type { PROFILE_OPTIONS } from '@amora/shared';
import { avataaars, micah, openPeeps, personas } from '@dicebear/collection';
import { createAvatar, type Style } from '@dicebear/core';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/client';
import { interests, photos, profiles, regions, sites, users } from '../../db/schema';
import { ONLINE_MS } from '../../modules/members/present';
import { OUTPUT_FORMAT, type ProcessedImage, processImage } from '../../modules/photos/pipeline';
import { newPhotoNames, type PhotoStorage } from '../../modules/photos/storage';
import {
  ABOUT_TEXTS,
  type AboutTexts,
  COUNTRY_WEIGHTS,
  FIRST_NAMES,
  type NameLocale,
  REGION_SPOKEN_NAMES,
  REGION_WEIGHTS,
} from './memberData';

/**
 * Demo members (docs/architecture.md#demo-data): a few thousand generated people per demo site so every
 * screen has something to show. Deterministic — a seeded PRNG drives every choice, so each run
 * yields the same members (ids aside). Avatars are drawn locally with DiceBear, rendered by sharp
 * and sent through the photo pipeline; a pool of distinct avatars is processed once and each
 * member gets their own stored copy (a deleted photo must not take another member's files along).
 */

type Gender = 'male' | 'female';
type HairColour = (typeof PROFILE_OPTIONS.hair_colour)[number];
type Option<F extends keyof typeof PROFILE_OPTIONS> = (typeof PROFILE_OPTIONS)[F][number];

/**
 * A fixed argon2id hash of a long random string nobody knows (generated once, then discarded):
 * demo members have no usable password and nobody can log in as them.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$/gUeLd9fh9dm9IiL9L8F1A$OIBW6cgxhtCxenLGMCZRpyBWYHCsgBnl/0f1jUbIH1U';

export const DEMO_MEMBERS_PER_SITE = 1200;
const DAY_MS = 86_400_000;
const BATCH = 500;

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: a tiny, fast, seedable PRNG; good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a, to derive a per-site seed from its domain (independent of database ids). */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

class Random {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
  /** `count` distinct items, chosen with the given weights. */
  sampleWeighted<T>(entries: readonly (readonly [T, number])[], count: number): T[] {
    const left = [...entries];
    const out: T[] = [];
    while (out.length < count && left.length > 0) {
      const total = left.reduce((sum, [, w]) => sum + w, 0);
      let r = this.next() * total;
      let i = 0;
      for (; i < left.length - 1; i++) {
        r -= left[i]![1];
        if (r < 0) break;
      }
      out.push(left[i]![0]);
      left.splice(i, 1);
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Avatars

const STYLES = { avataaars, personas, micah, openPeeps } as const;
type StyleName = keyof typeof STYLES;

/** Hair colours as hex per profile option, so the picture matches the profile's hair colour. */
const HAIR_HEX: Record<Exclude<HairColour, 'bald'>, readonly string[]> = {
  black: ['2c1b18', '1f1a17', '3b2a24'],
  brown: ['4a312c', '724133', '6a4e35', '8d5a3b', 'a55728'],
  blonde: ['d6b370', 'e5c884', 'b58143', 'ecdcbf'],
  red: ['c93305', 'b4441c', 'a23b1a'],
  grey: ['e8e1e1', 'c9c6c4', 'b4b2b0', 'dcdcdc'],
  other: ['f59797', 'b389e0', '6fa8dc'],
};
const BACKGROUNDS = [
  'ffd5dc',
  'ffdfbf',
  'c0aede',
  'd1d4f9',
  'b6e3f4',
  'fde2e4',
  'e2ece9',
  'fff1c1',
  'dbeafe',
];

const HAIR_BY_GENDER: Record<Gender, readonly (readonly [HairColour, number])[]> = {
  female: [
    ['brown', 36],
    ['blonde', 28],
    ['black', 17],
    ['red', 8],
    ['grey', 8],
    ['other', 3],
  ],
  male: [
    ['brown', 36],
    ['black', 24],
    ['blonde', 15],
    ['red', 5],
    ['grey', 12],
    ['bald', 8],
  ],
};

/** Style options that make a drawing read as a woman or a man, per DiceBear style. */
function styleOptions(
  style: StyleName,
  gender: Gender,
  hair: HairColour,
  rnd: Random,
): Record<string, unknown> {
  const female = gender === 'female';
  const hex = hair === 'bald' ? ['2c1b18'] : [rnd.pick(HAIR_HEX[hair])];
  const grey = hair === 'grey';
  switch (style) {
    case 'avataaars':
      return {
        top: female
          ? [
              'bob',
              'bun',
              'curly',
              'curvy',
              'bigHair',
              'frida',
              'longButNotTooLong',
              'miaWallace',
              'straight01',
              'straight02',
              'straightAndStrand',
            ]
          : grey
            ? ['sides', 'shortFlat', 'theCaesar', 'shortRound', 'shortWaved']
            : [
                'shortCurly',
                'shortFlat',
                'shortRound',
                'shortWaved',
                'sides',
                'theCaesar',
                'theCaesarAndSidePart',
                'shaggy',
                'frizzle',
                'dreads01',
              ],
        topProbability: hair === 'bald' ? 0 : 100,
        hairColor: hex,
        facialHair: ['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'],
        facialHairColor: hex,
        facialHairProbability: female ? 0 : 35,
        accessories: ['prescription01', 'prescription02', 'round', 'wayfarers'],
        accessoriesProbability: 15,
        // Human skin tones only (the style also has yellow and orange ones).
        skinColor: ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'],
        mouth: ['smile', 'default', 'twinkle'],
        eyes: ['default', 'happy', 'wink', 'side', 'squint'],
        eyebrows: [
          'default',
          'defaultNatural',
          'raisedExcited',
          'raisedExcitedNatural',
          'flatNatural',
          'upDownNatural',
        ],
        clothing: [
          'blazerAndShirt',
          'blazerAndSweater',
          'collarAndSweater',
          'hoodie',
          'shirtCrewNeck',
          'shirtScoopNeck',
          'shirtVNeck',
          'overall',
        ],
      };
    case 'personas':
      return {
        hair: female
          ? ['long', 'bobCut', 'curly', 'curlyBun', 'bobBangs', 'extraLong', 'straightBun', 'bunUndercut']
          : hair === 'bald'
            ? ['bald']
            : grey
              ? ['balding', 'shortCombover', 'buzzcut']
              : [
                  'shortCombover',
                  'buzzcut',
                  'fade',
                  'balding',
                  'curlyHighTop',
                  'shortComboverChops',
                  'sideShave',
                ],
        hairColor: hex,
        facialHairProbability: female ? 0 : 35,
        mouth: female ? ['smile', 'bigSmile', 'smirk', 'lips'] : ['smile', 'bigSmile', 'smirk'],
        eyes: ['open', 'happy', 'wink', 'glasses'],
      };
    case 'micah':
      return {
        hair: female
          ? ['full', 'pixie']
          : hair === 'bald'
            ? ['mrClean']
            : ['fonze', 'mrT', 'dougFunny', 'dannyPhantom'],
        hairColor: hex,
        hairProbability: 100,
        facialHair: ['beard', 'scruff'],
        facialHairColor: hex,
        facialHairProbability: female ? 0 : 35,
        earringsProbability: female ? 40 : 0,
        eyebrows: female ? ['eyelashesUp', 'eyelashesDown'] : ['up', 'down'],
        eyes: female
          ? ['eyes', 'round', 'smiling', 'eyesShadow', 'smilingShadow']
          : ['eyes', 'round', 'smiling'],
        mouth: ['smile', 'laughing', 'smirk'],
        glassesProbability: 20,
      };
    case 'openPeeps':
      return {
        head: female
          ? grey
            ? ['grayBun', 'grayMedium', 'bun', 'medium1', 'mediumStraight']
            : [
                'bangs',
                'bangs2',
                'bun',
                'bun2',
                'long',
                'longAfro',
                'longBangs',
                'longCurly',
                'medium1',
                'medium2',
                'medium3',
                'mediumBangs',
                'mediumStraight',
                'twists',
              ]
          : hair === 'bald'
            ? ['noHair1', 'noHair2', 'noHair3']
            : grey
              ? ['grayShort', 'short2', 'short3']
              : ['flatTop', 'pomp', 'short1', 'short2', 'short3', 'short4', 'short5', 'afro', 'dreads1'],
        headContrastColor: hex,
        facialHairProbability: female ? 0 : 35,
        face: ['smile', 'smileBig', 'calm', 'cute', 'lovingGrin1', 'smileTeethGap', 'eyesClosed'],
        maskProbability: 0,
        accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5', 'sunglasses'],
        accessoriesProbability: 15,
      };
  }
}

export interface AvatarSpec {
  gender: Gender;
  hair: HairColour;
  style: StyleName;
  seed: string;
  options: Record<string, unknown>;
}

/** `size` distinct avatar designs, half women and half men. */
export function avatarSpecs(size: number, seed: number): AvatarSpec[] {
  const rnd = new Random(mulberry32(seed ^ 0xa5a5a5a5));
  const specs: AvatarSpec[] = [];
  for (let i = 0; i < size; i++) {
    const gender: Gender = i % 2 === 0 ? 'female' : 'male';
    const hair = rnd.weighted(HAIR_BY_GENDER[gender]);
    const style = rnd.weighted<StyleName>([
      ['avataaars', 30],
      ['personas', 25],
      ['micah', 25],
      ['openPeeps', 20],
    ]);
    const options = styleOptions(style, gender, hair, rnd);
    specs.push({ gender, hair, style, seed: `amora-${i}`, options });
  }
  return specs;
}

/** A demo avatar as a PNG (SVG drawn by DiceBear, rendered by sharp); tests and benchmarks screen these. */
export async function renderAvatarPng(spec: AvatarSpec): Promise<Buffer> {
  const svg = createAvatar(STYLES[spec.style] as Style<object>, {
    seed: spec.seed,
    size: 400,
    backgroundColor: [BACKGROUNDS[hashString(spec.seed) % BACKGROUNDS.length]!],
    ...spec.options,
  }).toString();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** SVG → PNG (cheap, uncompressed-ish) → the upload pipeline's WebP full image and thumbnail. */
async function renderAvatar(spec: AvatarSpec): Promise<ProcessedImage> {
  return processImage(await renderAvatarPng(spec));
}

async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Members

interface SiteInfo {
  id: number;
  domain: string;
  countries: string[];
  domainLanguage: string;
}
interface RegionInfo {
  id: number;
  code: string;
  name: string;
}

export interface DemoMember {
  email: string;
  name: string;
  gender: Gender;
  seeking: Gender | null;
  birthDate: string;
  country: string;
  regionId: number | null;
  sexuality: Option<'sexuality'> | null;
  hairColour: HairColour | null;
  eyeColour: Option<'eye_colour'> | null;
  bodyType: Option<'body_type'> | null;
  relationshipStatus: Option<'relationship_status'> | null;
  tattoos: Option<'tattoos'> | null;
  signupReason: Option<'signup_reason'> | null;
  interests: number[];
  about: string;
  fictional: boolean;
  lastActiveAt: Date;
  signupDate: Date;
  /** Index into the avatar pool. */
  avatar: number;
}

/** Ages of people on a dating site: most 25–55, fewer at both ends. */
const AGE_BANDS: readonly (readonly [[number, number], number])[] = [
  [[18, 24], 11],
  [[25, 34], 26],
  [[35, 44], 24],
  [[45, 54], 20],
  [[55, 64], 13],
  [[65, 75], 6],
];

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A birth date giving exactly `age` whole years on `now` (UTC). */
function birthDateFor(age: number, now: Date, rnd: Random): string {
  // Latest birthday: `age` years ago today; earliest: one day after `age + 1` years ago.
  const latest = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  const earliest = Date.UTC(now.getUTCFullYear() - age - 1, now.getUTCMonth(), now.getUTCDate() + 1);
  const days = Math.round((latest - earliest) / DAY_MS);
  return isoDate(new Date(latest - rnd.int(0, days) * DAY_MS));
}

/** How likely an avatar's hair fits a member of this age. */
function hairFit(hair: HairColour, age: number): number {
  if (hair === 'grey') return age < 35 ? 0.03 : age < 50 ? 0.4 : age < 60 ? 3 : 8;
  if (hair === 'bald') return age < 30 ? 0.3 : age < 50 ? 1 : 2;
  return age >= 60 ? 0.6 : 1;
}

const INTEREST_AGE_BIAS: Record<string, 'young' | 'older'> = {
  festivals: 'young',
  nightlife: 'young',
  gaming: 'young',
  concerts: 'young',
  fitness: 'young',
  fashion: 'young',
  climbing: 'young',
  series: 'young',
  gardening: 'older',
  history: 'older',
  reading: 'older',
  wine: 'older',
  fishing: 'older',
  theatre: 'older',
  museums: 'older',
  sailing: 'older',
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function composeAbout(
  texts: AboutTexts,
  m: { name: string; age: number; seeking: Gender | null; country: string; region: RegionInfo | null },
  reason: Option<'signup_reason'> | null,
  interestSlugs: string[],
  rnd: Random,
): string {
  const parts: string[] = [];
  const job = rnd.pick(texts.jobs);
  const values = { name: m.name, job, region: '', t1: '', t2: '' };
  if (rnd.chance(0.7)) parts.push(fill(rnd.pick(texts.openers), values));
  const [t1, t2] = rnd.sampleWeighted(
    texts.traits.map((t) => [t, 1] as const),
    2,
  );
  if (rnd.chance(0.75)) parts.push(fill(rnd.pick(texts.traitSentences), { ...values, t1: t1!, t2: t2! }));
  const life =
    m.age < 25
      ? texts.life.student
      : m.age < 45
        ? texts.life.working
        : m.age < 63
          ? texts.life.settled
          : texts.life.retired;
  if (rnd.chance(0.6)) parts.push(fill(rnd.pick(life), values));
  if (m.region && rnd.chance(0.3)) {
    const language = texts === ABOUT_TEXTS.nl ? 'nl' : 'en';
    const region = REGION_SPOKEN_NAMES[m.region.code]?.[language] ?? m.region.name;
    parts.push(fill(rnd.pick(texts.region), { ...values, region }));
  }
  const withText = interestSlugs.filter((slug) => texts.interests[slug]);
  for (const slug of withText.slice(0, rnd.int(1, 2))) parts.push(rnd.pick(texts.interests[slug]!));
  if (rnd.chance(0.35)) parts.push(rnd.pick(texts.weekend));
  if (reason && rnd.chance(0.8)) parts.push(rnd.pick(texts.lookingFor[reason]));
  if (rnd.chance(0.35))
    parts.push(rnd.pick(m.seeking && rnd.chance(0.6) ? texts.likesIn[m.seeking] : texts.likesIn.any));
  const regional = texts.regionalClosers[m.country];
  if (rnd.chance(0.6)) parts.push(regional && rnd.chance(0.4) ? rnd.pick(regional) : rnd.pick(texts.closers));
  return parts.join(' ');
}

function optional<T>(rnd: Random, value: () => T, pNull = 0.06): T | null {
  return rnd.chance(pNull) ? null : value();
}

/**
 * The members of one site, without touching the database: names and texts by the site's
 * language (Dutch for `nl`, English otherwise), countries and regions from the site's countries.
 */
export function generateDemoMembers(options: {
  site: SiteInfo;
  regionsByCountry: Map<string, RegionInfo[]>;
  interests: { id: number; slug: string }[];
  avatars: Pick<AvatarSpec, 'gender' | 'hair'>[];
  count: number;
  now: Date;
  seed: number;
}): DemoMember[] {
  const { site, regionsByCountry, now, count } = options;
  const rnd = new Random(mulberry32(options.seed ^ hashString(site.domain)));
  const locale: NameLocale = site.domainLanguage === 'nl' ? 'nl' : 'en';
  const names = FIRST_NAMES[locale];
  const texts = ABOUT_TEXTS[locale];
  const countries = site.countries.map((c) => [c, COUNTRY_WEIGHTS[c] ?? 10] as const);
  const avatarsByGender: Record<Gender, number[]> = { female: [], male: [] };
  for (const [i, a] of options.avatars.entries()) avatarsByGender[a.gender].push(i);

  const members: DemoMember[] = [];
  for (let n = 1; n <= count; n++) {
    const gender: Gender = rnd.chance(0.5) ? 'female' : 'male';
    const [minAge, maxAge] = rnd.weighted(AGE_BANDS);
    const age = rnd.int(minAge, maxAge);
    const country = rnd.weighted(countries);
    const regionList = regionsByCountry.get(country) ?? [];
    const region = regionList.length
      ? rnd.weighted(regionList.map((r) => [r, REGION_WEIGHTS[r.code] ?? 100] as const))
      : null;

    const regional = names.regional[country];
    const list = names[gender];
    const name =
      regional && rnd.chance(0.45)
        ? rnd.pick(regional[gender])
        : rnd.pick(rnd.chance(age >= 45 ? 0.8 : age >= 35 ? 0.35 : 0.05) ? list.older : list.younger);

    // Orientation: most look for the other gender; some for the same; some either.
    const other: Gender = gender === 'female' ? 'male' : 'female';
    const orientation = rnd.weighted([
      ['hetero', 88],
      ['same', 7],
      ['bi', 5],
    ] as const);
    const seeking: Gender | null =
      orientation === 'hetero' ? other : orientation === 'same' ? gender : rnd.chance(0.5) ? gender : other;
    const sexuality: Option<'sexuality'> | null = optional(
      rnd,
      () =>
        orientation === 'hetero'
          ? 'hetero'
          : orientation === 'bi'
            ? 'bi'
            : gender === 'female'
              ? 'lesbian'
              : 'gay',
      0.12,
    );

    // The avatar decides the hair colour, so picture and profile agree.
    const pool = avatarsByGender[gender];
    const avatar = pool.length
      ? rnd.weighted(pool.map((i) => [i, hairFit(options.avatars[i]!.hair, age)] as const))
      : -1;
    const hairColour: HairColour | null =
      avatar >= 0 ? options.avatars[avatar]!.hair : rnd.weighted(HAIR_BY_GENDER[gender]);

    const eyeColour = optional(rnd, () =>
      rnd.weighted<Option<'eye_colour'>>([
        ['brown', 33],
        ['blue', locale === 'nl' ? 38 : 30],
        ['green', 12],
        ['hazel', 12],
        ['grey', 8],
        ['other', 2],
      ]),
    );
    const bodyType = optional(rnd, () =>
      rnd.weighted<Option<'body_type'>>(
        gender === 'female'
          ? [
              ['slim', 25],
              ['average', 30],
              ['curvy', 22],
              ['athletic', 15],
              ['plus_size', 7],
              ['muscular', 1],
            ]
          : [
              ['athletic', 25],
              ['average', 35],
              ['slim', 15],
              ['muscular', 12],
              ['plus_size', 9],
              ['curvy', 1],
            ],
      ),
    );
    const relationshipStatus = optional(rnd, () =>
      rnd.weighted<Option<'relationship_status'>>(
        age < 30
          ? [
              ['single', 86],
              ['separated', 3],
              ['divorced', 2],
              ['in_relationship', 6],
              ['married', 1],
              ['widowed', 0.2],
            ]
          : age < 50
            ? [
                ['single', 55],
                ['divorced', 22],
                ['separated', 10],
                ['in_relationship', 6],
                ['married', 4],
                ['widowed', 1],
              ]
            : [
                ['single', 35],
                ['divorced', 35],
                ['separated', 8],
                ['widowed', 15],
                ['in_relationship', 3],
                ['married', 4],
              ],
      ),
    );
    const tattoos = optional(rnd, () =>
      rnd.weighted<Option<'tattoos'>>(
        age < 40
          ? [
              ['none', 45],
              ['some', 40],
              ['many', 15],
            ]
          : [
              ['none', 70],
              ['some', 25],
              ['many', 5],
            ],
      ),
    );
    const signupReason = optional(rnd, () =>
      rnd.weighted<Option<'signup_reason'>>([
        ['relationship', age >= 35 ? 40 : 28],
        ['dating', 30],
        ['friendship', age >= 55 ? 16 : 9],
        ['casual', age < 45 ? 18 : 10],
        ['chat', 10],
      ]),
    );

    const chosen = rnd.sampleWeighted(
      options.interests.map((i) => {
        const bias = INTEREST_AGE_BIAS[i.slug];
        const w = bias === 'young' ? (age < 35 ? 3 : 0.5) : bias === 'older' ? (age >= 45 ? 3 : 0.7) : 1;
        return [i, w] as const;
      }),
      rnd.int(3, 8),
    );
    const about = rnd.chance(0.04)
      ? ''
      : composeAbout(
          texts,
          { name, age, seeking, country, region },
          signupReason,
          chosen.map((i) => i.slug),
          rnd,
        );

    // Activity: many today, the rest over the last 30 days (more recent more often). Nobody is
    // online at the seed's moment: a green dot is for members really there (a first visit right
    // after `npm start` showed one on every card; docs/decisions/031-calm-first-screen.md).
    const r = rnd.next();
    const ago = r < 0.3 ? rnd.int(ONLINE_MS, DAY_MS) : Math.floor(DAY_MS + rnd.next() ** 1.6 * 29 * DAY_MS);
    const lastActiveAt = new Date(now.getTime() - ago);
    const signupDate = new Date(lastActiveAt.getTime() - rnd.int(1, 720) * DAY_MS - rnd.int(0, DAY_MS));

    members.push({
      email: `demo+${n}@${site.domain}.invalid`,
      name,
      gender,
      seeking,
      birthDate: birthDateFor(age, now, rnd),
      country,
      regionId: region?.id ?? null,
      sexuality,
      hairColour: optional(rnd, () => hairColour, 0.04),
      eyeColour,
      bodyType,
      relationshipStatus,
      tattoos,
      signupReason,
      interests: chosen.map((i) => i.id).sort((a, b) => a - b),
      about,
      fictional: rnd.chance(0.05),
      lastActiveAt,
      signupDate,
      avatar,
    });
  }
  return members;
}

// ---------------------------------------------------------------------------------------------
// Seeding

export interface DemoMembersOptions {
  /** Where avatars are stored; null → members without photos (in-memory test databases). */
  storage: PhotoStorage | null;
  siteIds: number[];
  /** Members per site (default 1,200). */
  perSite?: number;
  now: Date;
  /** PRNG seed; the same seed gives the same members. */
  seed?: number;
  /** Distinct avatar designs (processed once each, then copied per member). Default: one per ~8 members, 40–300. */
  avatarPool?: number;
}

export interface DemoMembersResult {
  members: number;
  photos: number;
  /** Sites left alone because they already had demo members. */
  skipped: number[];
  /** Distinct avatar designs rendered. */
  avatars: number;
  /** Milliseconds: inserting users and profiles; rendering avatars (overlaps the rows); storing photos. */
  timings: { rows: number; avatars: number; photos: number };
}

export const demoEmailPattern = (domain: string) => `demo+%@${domain}.invalid`;

/**
 * Inserts generated members into each given site that has none yet (idempotent per site):
 * users (active, unusable password) and profiles in batches, then one stored avatar each.
 */
export async function seedDemoMembers(db: Db | Tx, options: DemoMembersOptions): Promise<DemoMembersResult> {
  const perSite = options.perSite ?? DEMO_MEMBERS_PER_SITE;
  const seed = options.seed ?? 20_240_301;
  const result: DemoMembersResult = {
    members: 0,
    photos: 0,
    skipped: [],
    avatars: 0,
    timings: { rows: 0, avatars: 0, photos: 0 },
  };
  const since = (start: number) => Math.round(performance.now() - start);
  if (perSite <= 0 || options.siteIds.length === 0) return result;

  const siteRows = await db
    .select({
      id: sites.id,
      domain: sites.domain,
      countries: sites.countries,
      domainLanguage: sites.domainLanguage,
    })
    .from(sites)
    .where(inArray(sites.id, options.siteIds))
    .orderBy(asc(sites.id));
  const todo: SiteInfo[] = [];
  for (const site of siteRows) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, site.id), like(users.email, demoEmailPattern(site.domain))))
      .limit(1);
    if (existing) result.skipped.push(site.id);
    else todo.push(site);
  }
  if (todo.length === 0) return result;

  const countries = [...new Set(todo.flatMap((s) => s.countries))];
  const regionRows = await db
    .select({ id: regions.id, code: regions.code, name: regions.name, country: regions.country })
    .from(regions)
    .where(inArray(regions.country, countries))
    .orderBy(asc(regions.code));
  const regionsByCountry = new Map<string, RegionInfo[]>();
  for (const r of regionRows)
    regionsByCountry.set(r.country, [...(regionsByCountry.get(r.country) ?? []), r]);
  const interestRows = await db
    .select({ id: interests.id, slug: interests.slug })
    .from(interests)
    .orderBy(asc(interests.position), asc(interests.id));

  const total = perSite * todo.length;
  // Processing dominates the seed (~25 ms per design on two cores): ~12 members share a design.
  const poolSize = options.avatarPool ?? Math.max(40, Math.min(200, Math.ceil(total / 12)));
  const specs = avatarSpecs(poolSize, seed);
  // Rendering overlaps with the pipeline's own limit of two decodes at a time.
  const rendered: ProcessedImage[] = new Array(specs.length);
  // Settled into a value, so a failure is thrown below and never left unhandled.
  const renderStart = performance.now();
  const renderAll: Promise<unknown> = options.storage
    ? inParallel(specs, 3, async (spec, i) => {
        rendered[i] = await renderAvatar(spec);
      }).then(
        () => {
          result.avatars = specs.length;
          result.timings.avatars = since(renderStart);
          return null;
        },
        (err: unknown) => err ?? new Error('Avatar rendering failed'),
      )
    : Promise.resolve(null);

  const perSiteMembers = todo.map((site) => ({
    site,
    members: generateDemoMembers({
      site,
      regionsByCountry,
      interests: interestRows,
      avatars: specs,
      count: perSite,
      now: options.now,
      seed,
    }),
  }));

  // Rows first (while avatars render), then photos.
  const rowsStart = performance.now();
  const idsBySite: number[][] = [];
  for (const { site, members } of perSiteMembers) {
    const ids = await db.transaction(async (tx) => {
      const out: number[] = [];
      for (let start = 0; start < members.length; start += BATCH) {
        const chunk = members.slice(start, start + BATCH);
        const inserted = await tx
          .insert(users)
          .values(
            chunk.map((m) => ({
              siteId: site.id,
              email: m.email,
              passwordHash: DEMO_PASSWORD_HASH,
              status: 'active' as const,
              language: site.domainLanguage,
              signupDate: m.signupDate,
              emailConfirmedAt: new Date(m.signupDate.getTime() + 10 * 60_000),
            })),
          )
          .returning({ id: users.id });
        const ids = inserted.map((r) => r.id);
        await tx.insert(profiles).values(
          chunk.map((m, i) => ({
            userId: ids[i]!,
            siteId: site.id,
            name: m.name,
            gender: m.gender,
            seeking: m.seeking,
            birthDate: m.birthDate,
            country: m.country,
            regionId: m.regionId,
            sexuality: m.sexuality,
            hairColour: m.hairColour,
            eyeColour: m.eyeColour,
            bodyType: m.bodyType,
            relationshipStatus: m.relationshipStatus,
            tattoos: m.tattoos,
            signupReason: m.signupReason,
            interests: m.interests,
            about: m.about,
            status: 'active' as const,
            searchable: true,
            fictional: m.fictional,
            lastActiveAt: m.lastActiveAt,
            updatedAt: m.lastActiveAt,
          })),
        );
        out.push(...ids);
      }
      return out;
    });
    idsBySite.push(ids);
    result.members += ids.length;
  }

  result.timings.rows = since(rowsStart);
  const renderError = await renderAll;
  if (renderError) throw renderError;
  const storage = options.storage;
  if (!storage) return result;
  const photosStart = performance.now();

  for (const [s, { members }] of perSiteMembers.entries()) {
    const ids = idsBySite[s]!;
    const files = members.map(() => newPhotoNames(OUTPUT_FORMAT.suffix));
    // Each member gets their own copy: deleting one member's photo must not affect another's.
    await inParallel(members, 16, async (m, i) => {
      const image = rendered[m.avatar]!;
      // Demo avatars are approved photos: public files.
      await storage.put(files[i]!.full, image.full, OUTPUT_FORMAT.contentType, 'public');
      await storage.put(files[i]!.thumb, image.thumb, OUTPUT_FORMAT.contentType, 'public');
    });
    await db.transaction(async (tx) => {
      for (let start = 0; start < members.length; start += BATCH) {
        const batchIds = ids.slice(start, start + BATCH);
        await tx.insert(photos).values(
          members.slice(start, start + BATCH).map((m, j) => {
            const i = start + j;
            const image = rendered[m.avatar]!;
            return {
              userId: ids[i]!,
              status: 'active' as const,
              filename: files[i]!.full,
              thumbFilename: files[i]!.thumb,
              width: image.width,
              height: image.height,
              createdAt: m.signupDate,
            };
          }),
        );
        // One photo per demo member: it is the main photo.
        await tx.execute(sql`
          update profiles p set main_photo_id = ph.id
            from photos ph
           where ph.user_id = p.user_id
             and p.user_id in (${sql.join(
               batchIds.map((id) => sql`${id}`),
               sql`, `,
             )})`);
      }
    });
    result.photos += members.length;
  }
  result.timings.photos = since(photosStart);
  return result;
}
