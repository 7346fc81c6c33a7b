import type { Language } from '../languages';
import { namesIn } from './names';
import { DATA_TEXTS } from './texts';

/** The gift catalogue the project ships (images in apps/web/public/gifts/<slug>.svg), in display order. */
export const GIFT_SLUGS = [
  'rose',
  'heart',
  'chocolates',
  'champagne',
  'teddy',
  'coffee',
  'kiss',
  'sunflower',
];

/** Each gift with its name in every language (locales/data/<lng>.json, `gifts`). */
export const GIFTS: { slug: string; names: Record<Language, string> }[] = GIFT_SLUGS.map((slug) => ({
  slug,
  names: namesIn(DATA_TEXTS, (texts) => texts.gifts[slug], `gift ${slug}`),
}));
