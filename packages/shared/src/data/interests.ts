import type { Language } from '../languages';
import { namesIn } from './names';
import { DATA_TEXTS } from './texts';

/** One profile interest: a stable slug and its name in each of the eleven interface languages. */
export interface Interest {
  slug: string;
  names: Record<Language, string>;
}

const INTEREST_SLUGS = [
  'travel',
  'cooking',
  'dining-out',
  'baking',
  'wine',
  'craft-beer',
  'coffee',
  'music',
  'concerts',
  'festivals',
  'dancing',
  'nightlife',
  'movies',
  'series',
  'theatre',
  'museums',
  'art',
  'photography',
  'reading',
  'history',
  'science',
  'technology',
  'gaming',
  'board-games',
  'languages',
  'volunteering',
  'fashion',
  'shopping',
  'fitness',
  'yoga',
  'meditation',
  'running',
  'cycling',
  'swimming',
  'football',
  'skiing',
  'climbing',
  'sailing',
  'fishing',
  'horse-riding',
  'hiking',
  'camping',
  'nature',
  'mountains',
  'beach',
  'sunsets',
  'gardening',
  'pets',
  'dogs',
  'cats',
  'cars',
  'motorcycles',
] as const;

/**
 * The profile interests (docs/product.md#what-we-keep: about fifty, from a list), with native names
 * in all eleven languages (locales/data/<lng>.json, `interests`). Order is the display order used by the seed; slugs are stable identifiers
 * (lowercase ascii with dashes) and must never be renamed once stored on profiles.
 */
export const INTERESTS: readonly Interest[] = INTEREST_SLUGS.map((slug) => ({
  slug,
  names: namesIn(DATA_TEXTS, (texts) => texts.interests[slug], `interest ${slug}`),
}));
