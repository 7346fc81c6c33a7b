import { lazy, Suspense } from 'react';
import { useSession } from '../../app-state/session/useSession';
import { useSignupModalOpen } from '../../app-state/signup/signupModalStore';
import { useMatchModalProfile } from '../../features/likes/matchModalStore';
import { useAutoLike, useLikeModalTimer } from '../../features/likes/useLikeTriggers';

const SignupModal = lazy(() => import('../../features/account/signup/SignupModal'));
const LikeModal = lazy(() => import('../../features/likes/LikeModal'));
const MatchModal = lazy(() => import('../../features/likes/MatchModal'));
const TimeBonusHost = lazy(() => import('../../features/time-bonus/TimeBonusHost'));

/**
 * Mount points for the layout-wide modals of docs/product.md#layouts. Each is loaded lazily when it opens, so
 * none of them weighs on the first page load:
 * - signup modal (default + empty layouts): opened by "Sign up free" buttons
 * - time-bonus modal (default layout): 40 s into the members area, 0 credits, bonus running
 * - like modal (default layout, query `t=N`) and match modal (default layout): likes issue
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

/** Time-bonus modal: only non-paid members can have a bonus, so only they load its code. */
export function TimeBonusModalSlot() {
  const user = useSession();
  if (!user || user.paid_user) return null;
  return (
    <Suspense fallback={null}>
      <TimeBonusHost />
    </Suspense>
  );
}

/** Like modal (query `t=N`) and the once-a-session auto-like of the members area. */
export function LikeModalSlot() {
  const [open, close, pending] = useLikeModalTimer();
  useAutoLike(pending || open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LikeModal onClose={close} />
    </Suspense>
  );
}

/** Match modal ("New like!", "It's a match!"): opened by a mutual like anywhere in the default layout. */
export function MatchModalSlot() {
  const profile = useMatchModalProfile();
  if (!profile) return null;
  return (
    <Suspense fallback={null}>
      <MatchModal profile={profile} />
    </Suspense>
  );
}
