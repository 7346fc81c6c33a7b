import { lazy, Suspense } from 'react';
import { usePremiumAlert } from '../../app-state/premiumAlertStore';

const PremiumAlert = lazy(() => import('../../features/premium-alert/PremiumAlert'));

/**
 * The premium-only feature alert, mounted in every layout (chat screens too); loaded only when a
 * free member runs into a limit.
 */
export function PremiumAlertSlot() {
  const request = usePremiumAlert();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PremiumAlert request={request} />
    </Suspense>
  );
}
