import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app-state/session/useSession';
import { SignupClosed, useSignupClosed } from '../../../components/SignupClosed';
import { AccountStep } from './AccountStep';

/** Steps 1–4 save into the profile; each step's code loads when the member reaches it. */
const PROFILE_STEPS = {
  photo: lazy(() => import('../../profile/signup/PhotoStep')),
  location: lazy(() => import('../../profile/signup/LocationStep')),
  personal: lazy(() => import('../../profile/signup/PersonalStep')),
  about: lazy(() => import('../../profile/signup/AboutStep')),
};

export const STEPS = ['account', 'photo', 'location', 'personal', 'about'] as const;
export type StepName = (typeof STEPS)[number];

/**
 * Signup steps 0–4 (docs/product.md#screens): 0 creates the account; 1–4 (photo, location, personal info, about
 * me) save into the profile and can be skipped. `onDone` follows the last step (→ /complete-signup).
 */
export function SignupFlow({ onDone, idPrefix = 'signup' }: { onDone: () => void; idPrefix?: string }) {
  const { t } = useTranslation();
  const user = useSession();
  // A member who is already logged in continues after the account step.
  const [step, setStep] = useState(() => (user ? 1 : 0));
  const heading = useRef<HTMLHeadingElement>(null);
  const closed = useSignupClosed();
  const name = STEPS[step] ?? 'account';
  const ProfileStep = name === 'account' ? null : PROFILE_STEPS[name];

  const finished = useRef(false);

  /**
   * Moves on from step `from`, once: a save that answers after the member already skipped that
   * step (or a second click) must not move the flow on again, nor finish it twice.
   */
  const advance = (from: number) => {
    if (from >= STEPS.length - 1) {
      if (!finished.current) {
        finished.current = true;
        onDone();
      }
      return;
    }
    setStep((current) => (current === from ? from + 1 : current));
    // Move focus to the new step's heading so keyboard and screen reader users follow along.
    setTimeout(() => heading.current?.focus(), 0);
  };

  // A site whose sign-up this visitor cannot use says so before anyone types (the server would
  // refuse the form with signups_closed).
  if (step === 0 && closed) return <SignupClosed reason={closed} />;
  return (
    <div className="signup-flow">
      <ol className="signup-steps" aria-label={t('signup.stepOf', { step: step + 1, total: STEPS.length })}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={`signup-steps__item${i === step ? ' is-current' : ''}${i < step ? ' is-done' : ''}`}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="signup-steps__dot" aria-hidden="true">
              {i < step ? '✓' : i + 1}
            </span>
            <span className="signup-steps__label">{t(`signup.steps.${s}`)}</span>
          </li>
        ))}
      </ol>
      <p className="signup-flow__count small text-body-secondary mb-1">
        {t('signup.stepOf', { step: step + 1, total: STEPS.length })}
      </p>
      <h2 ref={heading} tabIndex={-1} className="signup-flow__title h4">
        {step === 0 ? t('signup.title') : t(`signup.${name as Exclude<StepName, 'account'>}Title`)}
      </h2>
      {step === 0 && <AccountStep idPrefix={idPrefix} onCreated={() => advance(0)} />}
      {ProfileStep && (
        <Suspense fallback={<StepLoading />}>
          <ProfileStep key={name} idPrefix={idPrefix} onNext={() => advance(step)} />
        </Suspense>
      )}
    </div>
  );
}

function StepLoading() {
  const { t } = useTranslation();
  return (
    <div className="py-4 text-center" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
