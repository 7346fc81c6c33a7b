import type { SwipeAction } from '@amora/shared/api/likes';
import type { ProfileCard } from '@amora/shared/api/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/errors';
import { LIKES_KEY } from '../../../app-state/counts/likesQuery';
import { openSignupModal } from '../../../app-state/signup/signupModalStore';
import { likesApi } from '../api';
import { openMatchModal } from '../matchModalStore';

/** Fetch the next batch when this few cards are left, so the stack never runs dry mid-swipe. */
export const LOW_WATER = 3;

export interface DailyLimit {
  limit: number | null;
  resetsAt: string;
}

export interface SwipeStack {
  cards: ProfileCard[];
  status: 'loading' | 'ready' | 'error';
  /** Likes left today; null = premium (unlimited). */
  remaining: number | null;
  resetsAt: string | null;
  /** Set when a like was refused for the day (429 daily_like_limit, or none left). */
  limitReached: DailyLimit | null;
  /** Whether the like or pass of the top card goes ahead; false for a like with none left. */
  decide: (action: SwipeAction) => boolean;
  dismissLimit: () => void;
  retry: () => void;
}

/**
 * The swipe game's candidates and daily likes: loads GET /api/swipe.php, loads more when the
 * stack runs low, and sends each like or pass. The top card leaves at once (the deck animates
 * it out); a refused like comes back on top with the premium offer.
 */
export function useSwipeStack(): SwipeStack {
  const queryClient = useQueryClient();
  const [cards, setCards] = useState<ProfileCard[]>([]);
  const [status, setStatus] = useState<SwipeStack['status']>('loading');
  const [remaining, setRemaining] = useState<number | null>(null);
  const [resetsAt, setResetsAt] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState<DailyLimit | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const decided = useRef(new Set<number>());
  const loading = useRef(false);
  const cardsRef = useRef(cards);
  cardsRef.current = cards;
  const remainingRef = useRef(remaining);
  remainingRef.current = remaining;

  const load = useCallback(async (signal?: AbortSignal) => {
    if (loading.current) return;
    loading.current = true;
    try {
      const answer = await likesApi.swipeStack(signal);
      const have = new Set(cardsRef.current.map((c) => c.id));
      const fresh = answer.profiles.filter((p) => !have.has(p.id) && !decided.current.has(p.id));
      setCards((current) => [...current, ...fresh.filter((p) => !current.some((c) => c.id === p.id))]);
      setExhausted(fresh.length === 0);
      setRemaining(answer.remaining_likes);
      setResetsAt(answer.resets_at);
      setStatus('ready');
    } catch (error) {
      if (signal?.aborted) return;
      if (error instanceof ApiRequestError && error.code === 'authentication_required') openSignupModal();
      setStatus((s) => (s === 'ready' ? s : 'error'));
      setExhausted(true);
    } finally {
      loading.current = false;
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => {
      controller.abort();
      loading.current = false;
    };
  }, [load]);

  useEffect(() => {
    if (status === 'ready' && !exhausted && cards.length <= LOW_WATER) void load();
  }, [status, exhausted, cards.length, load]);

  const send = useCallback(
    async (profile: ProfileCard, action: SwipeAction) => {
      try {
        const result = await likesApi.swipe(profile.id, action);
        setRemaining(result.remaining_likes);
        setResetsAt(result.resets_at);
        if (action === 'like') {
          void queryClient.invalidateQueries({ queryKey: LIKES_KEY });
          if (result.match) openMatchModal(profile);
        }
      } catch (error) {
        if (!(error instanceof ApiRequestError)) return;
        if (error.code === 'daily_like_limit') {
          // The like did not count: the card comes back on top, with the premium offer.
          decided.current.delete(profile.id);
          setCards((current) => [profile, ...current.filter((c) => c.id !== profile.id)]);
          setRemaining(0);
          const at = error.details.resets_at ?? resetsAtFrom(error.retryAfter);
          if (at) setResetsAt(at);
          setLimitReached({ limit: error.details.limit ?? null, resetsAt: at ?? '' });
        } else if (error.code === 'authentication_required') {
          openSignupModal();
        }
        // Other refusals (blocked meanwhile, gone): the card simply stays gone.
      }
    },
    [queryClient],
  );

  const decide = useCallback(
    (action: SwipeAction) => {
      const top = cardsRef.current[0];
      if (!top) return false;
      if (action === 'like' && remainingRef.current === 0) {
        setLimitReached((current) => current ?? { limit: null, resetsAt: resetsAt ?? '' });
        return false;
      }
      decided.current.add(top.id);
      cardsRef.current = cardsRef.current.slice(1);
      setCards((current) => current.filter((c) => c.id !== top.id));
      if (action === 'like' && remainingRef.current !== null) {
        // Counted down at once (also for quick swipes before the next render); the server's
        // answer corrects it.
        remainingRef.current = Math.max(0, remainingRef.current - 1);
        setRemaining(remainingRef.current);
      }
      void send(top, action);
      return true;
    },
    [send, resetsAt],
  );

  return {
    cards,
    status,
    remaining,
    resetsAt,
    limitReached,
    decide,
    dismissLimit: () => setLimitReached(null),
    retry: () => {
      setStatus('loading');
      setExhausted(false);
      void load();
    },
  };
}

function resetsAtFrom(retryAfter: number | undefined): string | null {
  return retryAfter === undefined ? null : new Date(Date.now() + retryAfter * 1000).toISOString();
}
