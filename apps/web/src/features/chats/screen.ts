import { type RefObject, useEffect, useSyncExternalStore } from 'react';

const WIDE = '(min-width: 992px)';

function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(WIDE);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** Desktop width (≥ 992 px, Bootstrap's lg): the chat screens show the list beside the conversation. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribeWide, isWide, () => false);
}

/**
 * Keeps an element exactly over the visible part of the page: on a phone the on-screen keyboard
 * shrinks the visual viewport (not always the layout one), and the composer must stay above it.
 * Sets --chat-height and --chat-top; CSS falls back to 100dvh.
 */
export function useVisualViewport(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const el = ref.current;
    if (!viewport || !el) return;
    const update = () => {
      el.style.setProperty('--chat-height', `${viewport.height}px`);
      el.style.setProperty('--chat-top', `${viewport.offsetTop}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [ref]);
}
