import type { OwnProfile, ProfileUpdate } from '@amora/shared/api/profile';
import type { AnswerOf } from '@amora/shared/contract';
import {
  deletePhotos,
  getGeocode,
  getInterests,
  getProfile,
  getRegions,
  postPhotos,
  putPhotos,
  putProfile,
} from '@amora/shared/endpoints';
import type { Language } from '@amora/shared/languages';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint';
import type { UserAnswer } from '../session/types';
import { SESSION_KEY } from '../session/useSession';

/** The profile and photos API. Each call resolves the answer or throws ApiRequestError. */

type ProfileAnswer = AnswerOf<typeof getProfile>;
export type GeocodeAnswer = AnswerOf<typeof getGeocode>;

export const PROFILE_KEY = ['profile'] as const;

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: ({ signal }) => call(getProfile, { signal }),
  select: (answer) => answer.profile,
  staleTime: 30_000,
});

/** Interests, named in `language` (docs/product.md#the-calls-the-web-makes: loaded once and cached). */
export const interestsQuery = (language: string) =>
  queryOptions({
    queryKey: ['interests', language],
    queryFn: ({ signal }) => call(getInterests, { query: { lang: language as Language }, signal }),
    select: (answer) => answer.interests,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The regions of one country (docs/product.md#the-calls-the-web-makes: loaded once and cached). */
export const regionsQuery = (country: string, language: string) =>
  queryOptions({
    queryKey: ['regions', country, language],
    queryFn: ({ signal }) => call(getRegions, { query: { country, lang: language as Language }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const profileApi = {
  update: (body: ProfileUpdate) => call(putProfile, { body }),
  geocode: (lat: number, lon: number) =>
    call(getGeocode, { query: { lat: lat.toFixed(4), lon: lon.toFixed(4) }, retries: 1 }),
  uploadPhoto: (file: File) => {
    const body = new FormData();
    body.append('photo', file, file.name);
    return call(postPhotos, { body });
  },
  setMainPhoto: (id: number) => call(putPhotos, { body: { id, main: true } }),
  deletePhoto: (id: number) => call(deletePhotos, { body: { id } }),
};

/**
 * After a change to the photos or the profile: reload the own profile, and the session (its
 * main_image feeds the avatar and the profile-photo alert).
 */
export async function refreshProfile(queryClient: QueryClient, profile?: OwnProfile): Promise<void> {
  if (profile) queryClient.setQueryData<ProfileAnswer>(PROFILE_KEY, { profile });
  else await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
  const session = queryClient.getQueryData<UserAnswer>(SESSION_KEY);
  const current = queryClient.getQueryData<ProfileAnswer>(PROFILE_KEY)?.profile;
  if (session?.user && current) {
    queryClient.setQueryData<UserAnswer>(SESSION_KEY, {
      user: {
        ...session.user,
        profile: {
          ...session.user.profile,
          name: current.name,
          country: current.country,
          main_image: current.main_image,
        },
      },
    });
  }
}
