import { POLLING } from '@amora/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toastStore';
import { i18n } from '../../i18n/i18n';
import { type LikeProfile, likesApi, reloadLikesLater } from './api';

/**
 * GET /api/auto-like.php (docs/product.md#the-calls-the-web-makes): a fitting member likes the member. Resolves who, or null;
 * either way the likes reload 500 ms later (POLLING.likesReloadAfterAutoLikeMs) so the badge
 * and the tabs show it.
 */
export async function fetchAutoLike(queryClient: QueryClient): Promise<LikeProfile | null> {
  try {
    const { profile } = await likesApi.autoLike();
    if (profile) reloadLikesLater(queryClient, POLLING.likesReloadAfterAutoLikeMs);
    return profile;
  } catch {
    return null;
  }
}

/** The once-a-session auto-like after entering the members area: a small "X likes you" toast. */
export async function runAutoLike(queryClient: QueryClient): Promise<void> {
  const profile = await fetchAutoLike(queryClient);
  if (profile) {
    showToast(i18n.t('likes.likesYou', { name: profile.name }), 'primary', { fictional: profile.fictional });
  }
}
