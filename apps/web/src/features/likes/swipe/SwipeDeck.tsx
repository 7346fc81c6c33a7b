import type { SwipeAction } from '@amora/shared/api/likes';
import type { ProfileCard } from '@amora/shared/api/profile';
import {
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SwipeCard } from './SwipeCard';

/** How long a decided card takes to fly off (keep in step with `swipe-fly` in _likes.scss). */
export const FLY_MS = 320;
/** Degrees of rotation per pixel of drag. */
const ROTATE = 0.06;

interface Flying {
  key: string;
  profile: ProfileCard;
  action: SwipeAction;
  x: number;
  y: number;
}

interface Drag {
  id: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  /** Recent samples for the release velocity. */
  lastX: number;
  lastT: number;
  vx: number;
  moved: boolean;
  /** Drag distance that decides, measured once per drag (no layout reads while moving). */
  threshold: number;
}

/**
 * The card stack: the top card follows a finger or the mouse (pointer events, rotation with
 * the drag), flies off past a threshold or on a quick flick, springs back otherwise; the next
 * card peeks behind it and grows as the top one leaves. Buttons and ←/→ do the same. All
 * motion is transform and opacity, written once per animation frame, outside React renders.
 */
export function SwipeDeck({
  cards,
  onDecide,
  onAnnounce,
  empty,
  overlay,
}: {
  cards: ProfileCard[];
  /** Shown in the stack's place when no card is left. */
  empty: ReactNode;
  /** Shown over the stack (the premium offer). */
  overlay?: ReactNode;
  /** Whether the like / pass of the top card goes ahead (false: it springs back). */
  onDecide: (action: SwipeAction) => boolean;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const topRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  /** The timers that take flown cards away: cleared when the deck goes, so none sets state after. */
  const landing = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [flying, setFlying] = useState<Flying[]>([]);
  const top = cards[0];
  const next = cards[1];

  useEffect(() => {
    const timers = landing.current;
    return () => {
      cancelAnimationFrame(frame.current);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const threshold = () => Math.max(80, (topRef.current?.offsetWidth ?? 320) * 0.3);

  /** Writes the drag into the cards' styles (one animation frame at most per pointer move). */
  const paint = useCallback(() => {
    frame.current = 0;
    const d = drag.current;
    const card = topRef.current;
    if (!d || !card) return;
    card.style.transform = `translate3d(${d.x}px, ${d.y * 0.35}px, 0) rotate(${d.x * ROTATE}deg)`;
    const progress = Math.min(1, Math.abs(d.x) / d.threshold);
    card.style.setProperty('--like', String(d.x > 0 ? progress : 0));
    card.style.setProperty('--pass', String(d.x < 0 ? progress : 0));
    if (nextRef.current) {
      nextRef.current.style.transform = `translate3d(0, ${(1 - progress) * 14}px, 0) scale(${0.94 + progress * 0.06})`;
    }
  }, []);

  const reset = () => {
    const card = topRef.current;
    if (card) {
      card.classList.remove('is-dragging');
      card.style.transform = '';
      card.style.removeProperty('--like');
      card.style.removeProperty('--pass');
    }
    if (nextRef.current) nextRef.current.style.transform = '';
  };

  /** Decides the top card; it flies off from where it is, or springs back when refused. */
  const commit = (action: SwipeAction, x = 0, y = 0) => {
    const profile = cards[0];
    if (!profile) return;
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    drag.current = null;
    reset();
    if (!onDecide(action)) return;
    const key = `${profile.id}-${Date.now()}`;
    setFlying((list) => [...list, { key, profile, action, x, y: y * 0.35 }]);
    const timer = setTimeout(() => {
      landing.current.delete(timer);
      setFlying((list) => list.filter((f) => f.key !== key));
    }, FLY_MS + 60);
    landing.current.add(timer);
    const following = cards[1];
    onAnnounce(
      [
        t(action === 'like' ? 'swipe.liked' : 'swipe.passed', { name: profile.name }),
        following ? t('swipe.next', { name: following.name, age: following.age }) : '',
      ].join(' '),
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.classList.add('is-dragging');
    const now = event.timeStamp;
    drag.current = {
      id: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: 0,
      y: 0,
      lastX: event.clientX,
      lastT: now,
      vx: 0,
      moved: false,
      threshold: threshold(),
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    d.x = event.clientX - d.startX;
    d.y = event.clientY - d.startY;
    const dt = event.timeStamp - d.lastT;
    if (dt > 0) {
      d.vx = 0.8 * ((event.clientX - d.lastX) / dt) + 0.2 * d.vx;
      d.lastX = event.clientX;
      d.lastT = event.timeStamp;
    }
    if (!d.moved && Math.hypot(d.x, d.y) < 4) return;
    d.moved = true;
    if (!frame.current) frame.current = requestAnimationFrame(paint);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const flick = Math.abs(d.vx) > 0.6 && Math.abs(d.x) > 40 && Math.sign(d.vx) === Math.sign(d.x);
    if (d.moved && (Math.abs(d.x) > d.threshold || flick)) {
      commit(d.x > 0 ? 'like' : 'pass', d.x, d.y);
      return;
    }
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    drag.current = null;
    reset();
  };

  const onPointerCancel = () => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    drag.current = null;
    reset();
  };

  // ← pass, → like, from anywhere on the page except fields and open dialogs.
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (document.body.classList.contains('modal-open')) return;
      event.preventDefault();
      commitRef.current(event.key === 'ArrowRight' ? 'like' : 'pass');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="swipe-deck">
      <section className="swipe-deck__stack" aria-label={t('swipe.stackLabel')}>
        {!top && empty}
        {cards[2] && <SwipeCard key={cards[2].id} profile={cards[2]} place="back" />}
        {next && <SwipeCard key={next.id} profile={next} place="next" cardRef={nextRef} />}
        {top && (
          <SwipeCard
            key={top.id}
            profile={top}
            place="top"
            cardRef={topRef}
            handlers={{ onPointerDown, onPointerMove, onPointerUp, onPointerCancel }}
          />
        )}
        {flying.map((f) => (
          <SwipeCard
            key={f.key}
            profile={f.profile}
            place={f.action === 'like' ? 'fly-like' : 'fly-pass'}
            style={{ '--x': `${f.x}px`, '--y': `${f.y}px`, '--r': `${f.x * ROTATE}deg` } as CSSProperties}
          />
        ))}
        {overlay}
      </section>
      <div className="swipe-actions">
        <button
          type="button"
          className="swipe-actions__button swipe-actions__button--pass"
          onClick={() => commit('pass')}
          disabled={!top}
          aria-keyshortcuts="ArrowLeft"
          aria-label={top ? t('swipe.passName', { name: top.name }) : t('swipe.pass')}
        >
          <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
            <path
              d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
              fill="currentColor"
            />
          </svg>
        </button>
        {top && (
          <Link to={`/members/${top.id}`} className="swipe-actions__profile">
            {t('swipe.viewProfile')}
            <span className="visually-hidden">: {top.name}</span>
          </Link>
        )}
        <button
          type="button"
          className="swipe-actions__button swipe-actions__button--like"
          onClick={() => commit('like')}
          disabled={!top}
          aria-keyshortcuts="ArrowRight"
          aria-label={top ? t('swipe.likeName', { name: top.name }) : t('swipe.like')}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <path
              d="M12 21s-7.5-4.6-7.5-10.3C4.5 7.6 6.7 5.5 9.3 5.5c1.2 0 2.1.6 2.7 1.5.6-.9 1.5-1.5 2.7-1.5 2.6 0 4.8 2.1 4.8 5.2C19.5 16.4 12 21 12 21z"
              fill="currentColor"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
