import type { OwnProfile, Photo, PublicProfile } from '@amora/shared/api/profile';

export const photoFixture = (id: number, extra: Partial<Photo> = {}): Photo => ({
  id,
  status: 'active',
  filename: `/photos/p${id}.webp`,
  thumb_filename: `/photos/p${id}-t.webp`,
  width: 800,
  height: 1000,
  main: id === 1,
  reject_reason: null,
  ...extra,
});

export const ownProfileFixture: OwnProfile = {
  id: 7,
  name: 'Jan',
  gender: 'male',
  seeking: 'female',
  birth_date: '1990-05-01',
  age: 35,
  country: 'NL',
  region: { id: 3, name: 'Utrecht' },
  sexuality: null,
  hair_colour: 'brown',
  eye_colour: null,
  body_type: null,
  relationship_status: 'single',
  tattoos: null,
  signup_reason: null,
  interests: [1],
  about: 'Hello',
  photos: [],
  main_image: null,
  photo_limit: 3,
};

export const publicProfileFixture: PublicProfile = {
  id: 42,
  name: 'Sanne',
  age: 31,
  gender: 'female',
  country: 'NL',
  region: 'Utrecht',
  main_image: null,
  fictional: false,
  online: true,
  last_seen: '2026-01-01T12:00:00.000Z',
  about: 'I love long walks.',
  fields: { hair_colour: 'blonde', sexuality: 'bi' },
  interests: [],
  photos: [
    { id: 1, filename: '/photos/a.webp', thumb_filename: '/photos/a-t.webp', width: 800, height: 1000 },
  ],
  photos_total: 1,
  more_photos: 'none',
  blocked_by_me: false,
};
