import type en from '@amora/shared/locales/en.json';
import type { LayoutName } from '@amora/shared/routes';
import { useMatches } from 'react-router';

/** Route names that have `pages.<name>` texts in the catalogue (a test checks every route has). */
export type PageName = keyof typeof en.pages;

export interface RouteHandle {
  name: PageName;
  layout: LayoutName;
  backButton: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'layout' in handle;
}

/** The innermost matched route of the table, or null (404 / error). */
export function useCurrentRoute(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
