import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeSet } from '../../../lib/storage';
import { useSession } from '../../session/useSession';
import { AccountStep } from './AccountStep';

export const STEPS = ['account', 'photo', 'location', 'personal', 'about'] as const;
export type StepName = (typeof STEPS)[number];
/** The about-me text kept for the profiles issue, which saves it with the profile. */
export const SIGNUP_MESSAGE_KEY = 'amora.signupMessage';

/**
 * Signup steps 0–4 (spec §2): 0 creates the account; 1–3 (photo, location, personal info) are
 * filled in by the profiles issue and can be skipped; 4 is the about-me text. `onDone` follows
 * the last step (→ /complete-signup).
 */
export function SignupFlow({ onDone, idPrefix = 'signup' }: { onDone: () => void; idPrefix?: string }) {
  const { t } = useTranslation();
  const user = useSession();
  // A member who is already logged in continues after the account step.
  const [step, setStep] = useState(() => (user ? 1 : 0));
  const heading = useRef<HTMLHeadingElement>(null);
  const name = STEPS[step] ?? 'account';

  const next = () => {
    if (step >= STEPS.length - 1) {
      onDone();
      return;
    }
    setStep(step + 1);
    // Move focus to the new step's heading so keyboard and screen reader users follow along.
    setTimeout(() => heading.current?.focus(), 0);
  };

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
      {step === 0 && <AccountStep idPrefix={idPrefix} onCreated={next} />}
      {step > 0 && step < 4 && <LaterStep name={name as 'photo' | 'location' | 'personal'} onNext={next} />}
      {step === 4 && <AboutStep idPrefix={idPrefix} onNext={next} />}
    </div>
  );
}

const ICONS = { photo: '📷', location: '📍', personal: '✨' } as const;

/** Steps 1–3: their fields arrive with the profiles issue; for now they explain and move on. */
function LaterStep({ name, onNext }: { name: 'photo' | 'location' | 'personal'; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="signup-later">
      <div className="signup-later__art" aria-hidden="true">
        {ICONS[name]}
      </div>
      <p>{t(`signup.${name}Text`)}</p>
      <p className="signup-later__hint">{t('signup.laterHint')}</p>
      <div className="signup-actions">
        <button type="button" className="btn btn-link text-body-secondary" onClick={onNext}>
          {t('common.skip')}
        </button>
        <button type="button" className="btn btn-primary px-4" onClick={onNext}>
          {t('common.next')}
        </button>
      </div>
    </div>
  );
}

/** Step 4: the about-me text (signup_message). Saved with the profile later; skippable. */
function AboutStep({ onNext, idPrefix }: { onNext: () => void; idPrefix: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = `${idPrefix}-signup-message`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) safeSet(() => sessionStorage, SIGNUP_MESSAGE_KEY, text.trim().slice(0, 2000));
        onNext();
      }}
    >
      <p>{t('signup.aboutText')}</p>
      <div className="mb-3">
        <label htmlFor={id} className="form-label">
          {t('signup.aboutLabel')} <span className="text-body-secondary">({t('common.optional')})</span>
        </label>
        <textarea
          id={id}
          className="form-control"
          rows={5}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <div id={`${id}-hint`} className="form-text">
          {t('signup.laterHint')}
        </div>
      </div>
      <div className="signup-actions">
        <button type="button" className="btn btn-link text-body-secondary" onClick={onNext}>
          {t('common.skip')}
        </button>
        <button type="submit" className="btn btn-primary px-4">
          {t('signup.finish')}
        </button>
      </div>
    </form>
  );
}
