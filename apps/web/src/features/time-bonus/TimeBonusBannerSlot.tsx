import { routeByName } from '@amora/shared/routes';
import { lazy, Suspense } from 'react';
import { useSession } from '../../app-state/session/useSession';
import { useCurrentRoute } from '../../routeHandle';

const DiscountBanner = lazy(() => import('./TimeBonusBanner'));

/**
 * The time-bonus / welcome-bonus banner is for logged-in non-paid members in the members area
 * (docs/product.md#who-may-do-what); only they load its code, so it stays off every first view's budget.
 */
export function TimeBonusBannerSlot() {
  const user = useSession();
  const route = useCurrentRoute();
  const inMembersArea = route ? routeByName(route.name).membersArea === true : false;
  if (!user || user.paid_user || !inMembersArea) return null;
  return (
    <Suspense fallback={null}>
      <DiscountBanner />
    </Suspense>
  );
}
