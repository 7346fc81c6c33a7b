import type { OwnProfile, Photo, ProfileUpdate } from '@amora/shared/api/profile';
import type { Interest, RegionsAnswer } from '@amora/shared/api/site';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch, fetchJson } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import type { UserAnswer } from '../session/types';
import { SESSION_KEY } from '../session/useSession';

/** The profile and photos API. Each call resolves the answer or throws ApiRequestError. */

async function call<T>(path: string, options: Parameters<typeof apiFetch>[1]): Promise<T> {
  const result = await apiFetch<T>(path, options);
  if (result === false) throw new ApiRequestError('authentication_required', 403);
  return result;
}

type ProfileAnswer = { profile: OwnProfile };
export interface GeocodeAnswer {
  country: string | null;
  region: { id: number; name: string } | null;
}

export const PROFILE_KEY = ['profile'] as const;

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: ({ signal }) => fetchJson<ProfileAnswer>('/api/profile.php', { signal }),
  select: (answer) => answer.profile,
  staleTime: 30_000,
});

/** Interests, named in `language` (docs/product.md#the-calls-the-web-makes: loaded once and cached). */
export const interestsQuery = (language: string) =>
  queryOptions({
    queryKey: ['interests', language],
    queryFn: ({ signal }) =>
      fetchJson<{ interests: Interest[] }>('/api/interests.php', { query: { lang: language }, signal }),
    select: (answer) => answer.interests,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The regions of one country (docs/product.md#the-calls-the-web-makes: loaded once and cached). */
export const regionsQuery = (country: string, language: string) =>
  queryOptions({
    queryKey: ['regions', country, language],
    queryFn: ({ signal }) =>
      fetchJson<RegionsAnswer>('/api/regions.php', { query: { country, lang: language }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const profileApi = {
  update: (body: ProfileUpdate) => call<ProfileAnswer>('/api/profile.php', { method: 'PUT', body }),
  geocode: (lat: number, lon: number) =>
    call<GeocodeAnswer>('/api/geocode.php', {
      query: { lat: lat.toFixed(4), lon: lon.toFixed(4) },
      retries: 1,
    }),
  uploadPhoto: (file: File) => {
    const body = new FormData();
    body.append('photo', file, file.name);
    return call<{ photo: Photo }>('/api/photos.php', { method: 'POST', body });
  },
  setMainPhoto: (id: number) =>
    call<{ photo: Photo }>('/api/photos.php', { method: 'PUT', body: { id, main: true } }),
  deletePhoto: (id: number) => call<{ ok: true }>('/api/photos.php', { method: 'DELETE', body: { id } }),
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
