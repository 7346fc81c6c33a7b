import { lazy, Suspense } from 'react';
import { useSignupModalOpen } from '../features/account/signup/signupModalStore';

const SignupModal = lazy(() => import('../features/account/signup/SignupModal'));

/**
 * Mount points for the layout-wide modals of spec §2. Each is loaded lazily when it opens, so
 * none of them weighs on the first page load:
 * - signup modal (default + empty layouts): opened by "Sign up free" buttons
 * - time-bonus modal (default layout): credits / time-bonus issue
 * - like modal (default layout, query `t=N`): likes issue
 */
export function SignupModalSlot() {
  const open = useSignupModalOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignupModal />
    </Suspense>
  );
}

export function TimeBonusModalSlot() {
  return null;
}

export function LikeModalSlot() {
  return null;
}
