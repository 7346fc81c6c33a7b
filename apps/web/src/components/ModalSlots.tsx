/**
 * Mount points for the layout-wide modals of spec §2. Each later issue replaces its slot with a
 * lazily loaded modal (React.lazy), so none of them weighs on the first page load:
 * - signup modal (default + empty layouts): signup issue
 * - time-bonus modal (default layout): credits / time-bonus issue
 * - like modal (default layout, query `t=N`): likes issue
 */
export function SignupModalSlot() {
  return null;
}

export function TimeBonusModalSlot() {
  return null;
}

export function LikeModalSlot() {
  return null;
}
