import type { LikesAnswer } from '@amora/shared/api/likes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/errors';
import { LIKES_KEY, likesQuery } from '../../app-state/counts/likesQuery';
import { errorText } from '../../app-state/errorText';
import { useSession } from '../../app-state/session/useSession';
import { openSignupModal } from '../../app-state/signup/signupModalStore';
import { showToast } from '../../components/toasts/toastStore';
import { type LikeProfile, likesApi, withLike } from './api';
import { openMatchModal } from './matchModalStore';

/**
 * Like / unlike toggle of a profile page. Optimistic: the heart fills at once and goes back if
 * the server refuses. Visitors get the signup modal; a mutual like opens the match modal.
 */
export function LikeButton({ profile, className = '' }: { profile: LikeProfile; className?: string }) {
  const { t } = useTranslation();
  const user = useSession();
  const queryClient = useQueryClient();
  const likes = useQuery({ ...likesQuery, enabled: !!user });
  const liked = likes.data?.liked.includes(profile.id) ?? false;
  const isNew = likes.data?.liked_by.some((l) => l.id === profile.id && l.like_new) ?? false;
  const seen = useRef(false);

  useEffect(() => {
    // Opening the profile cleared its new-like flag on the server (docs/product.md#chats-and-likes): the badge follows
    // at once, and the likes reload once to agree with the server.
    if (!isNew || seen.current) return;
    seen.current = true;
    queryClient.setQueryData<LikesAnswer>(LIKES_KEY, (answer) =>
      answer
        ? {
            ...answer,
            liked_by: answer.liked_by.map((l) => (l.id === profile.id ? { ...l, like_new: false } : l)),
          }
        : answer,
    );
    void queryClient.invalidateQueries({ queryKey: LIKES_KEY });
  }, [isNew, profile.id, queryClient]);

  const toggle = useMutation({
    mutationFn: async (like: boolean): Promise<{ match: boolean }> =>
      like ? likesApi.like(profile.id) : likesApi.unlike(profile.id).then(() => ({ match: false })),
    meta: { silent: true },
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: LIKES_KEY });
      const before = queryClient.getQueryData<LikesAnswer>(LIKES_KEY);
      if (before) queryClient.setQueryData(LIKES_KEY, withLike(before, profile.id, like));
      return { before };
    },
    onError: (error, _like, context) => {
      if (context?.before) queryClient.setQueryData(LIKES_KEY, context.before);
      if (error instanceof ApiRequestError && error.code === 'authentication_required') {
        openSignupModal();
        return;
      }
      const code = error instanceof ApiRequestError ? error.code : 'generic';
      showToast(errorText(t, { code }));
    },
    onSuccess: (answer) => {
      if (answer.match) openMatchModal(profile);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIKES_KEY }),
  });

  const onClick = () => {
    if (!user) {
      openSignupModal();
      return;
    }
    // One change at a time: the next click waits for the server's answer to the last.
    if (!toggle.isPending) toggle.mutate(!liked);
  };

  return (
    <button
      type="button"
      className={`btn like-button ${liked ? 'btn-primary is-liked' : 'btn-outline-primary'} ${className}`}
      aria-pressed={user ? liked : undefined}
      title={
        liked ? t('likes.unlikeName', { name: profile.name }) : t('likes.likeName', { name: profile.name })
      }
      onClick={onClick}
      disabled={!!user && likes.isPending}
    >
      <svg className="like-button__heart" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-7.5-10.3C4.5 7.6 6.7 5.5 9.3 5.5c1.2 0 2.1.6 2.7 1.5.6-.9 1.5-1.5 2.7-1.5 2.6 0 4.8 2.1 4.8 5.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>{liked ? t('likes.liked') : t('likes.like')}</span>
    </button>
  );
}
