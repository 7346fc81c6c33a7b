import { useSyncExternalStore } from 'react';

/**
 * Document title (docs/product.md#top-bar): "<route title> | <index_title>", the index page index_title alone,
 * prefixed "(N) " when `count` (unread messages + new likes, later issues) is non-zero.
 */
export function formatPageTitle(parts: {
  title: string | null;
  indexTitle: string | undefined;
  isIndex: boolean;
  count?: number;
}): string {
  const { title, indexTitle, isIndex, count = 0 } = parts;
  let text: string;
  if (isIndex) text = indexTitle || title || '';
  else if (title && indexTitle) text = `${title} | ${indexTitle}`;
  else text = title || indexTitle || '';
  return count > 0 ? `(${count}) ${text}` : text;
}

/** A title that wins over the route's while set (the error page sets "This page could not be found"). */
let override: string | null = null;
const listeners = new Set<() => void>();

export function setTitleOverride(value: string | null): void {
  override = value;
  for (const l of listeners) l();
}

export function useTitleOverride(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => override,
    () => override,
  );
}
