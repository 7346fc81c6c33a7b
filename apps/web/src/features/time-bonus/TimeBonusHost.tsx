import { lazy, Suspense } from 'react';
import { useTimeBonusPopup } from './useTimeBonusPopup';

const TimeBonusModal = lazy(() => import('./TimeBonusModal'));

/**
 * Loaded only for a logged-in non-paid member (the layout's slot decides), so the time-bonus
 * code weighs on nobody's first view: it loads the bonus, waits the 40 s and opens the modal.
 */
export default function TimeBonusHost() {
  const { open, close } = useTimeBonusPopup();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TimeBonusModal onClose={close} />
    </Suspense>
  );
}
