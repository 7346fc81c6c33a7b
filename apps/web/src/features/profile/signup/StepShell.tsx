import type { OwnProfile, ProfileUpdate } from '@amora/shared/api/profile';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app-state/errorText';
import { profileQuery } from '../../../app-state/profile/api';
import { useProfileLabels } from '../../../app-state/profile/labels';
import { useProfileSave } from '../useProfileSave';

/**
 * Signup steps 1–4 (photo, location, personal info, about me) save into the profile as the member
 * goes; every step can be skipped. Each step is its own chunk, loaded when the member reaches it.
 */
export type ProfileStepName = 'photo' | 'location' | 'personal' | 'about';

export interface StepModuleProps {
  idPrefix: string;
  onNext: () => void;
}

export interface StepProps {
  profile: OwnProfile;
  idPrefix: string;
  onNext: () => void;
}

export function StepShell({
  text,
  children,
  onSkip,
  onSubmit,
  busy = false,
  nextLabel,
  error,
}: {
  text: string;
  children: ReactNode;
  onSkip: () => void;
  /** Absent: "Next" simply moves on. */
  onSubmit?: () => void;
  busy?: boolean;
  nextLabel?: string;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      className="signup-profile-step"
      onSubmit={(event) => {
        event.preventDefault();
        (onSubmit ?? onSkip)();
      }}
    >
      <p>{text}</p>
      {children}
      {error}
      <div className="signup-actions">
        {/* Not while the step saves: the save moves on by itself when it is answered. */}
        <button type="button" className="btn btn-link text-body-secondary" onClick={onSkip} disabled={busy}>
          {t('common.skip')}
        </button>
        <button type="submit" className="btn btn-primary px-4" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {nextLabel ?? t('common.next')}
        </button>
      </div>
    </form>
  );
}

/** Saves `update` (when there is anything to save), then moves on. */
export function useStepSave(onNext: () => void) {
  const { t } = useTranslation();
  const saver = useProfileSave();
  const submit = async (update: ProfileUpdate) => {
    if (Object.keys(update).length === 0 || (await saver.save(update))) onNext();
  };
  const formError = saver.errors.form ? (
    <div className="alert alert-danger py-2" role="alert">
      {errorText(t, saver.errors.form)}
    </div>
  ) : null;
  return { ...saver, submit, formError };
}

/** Loads the own profile (and the labels), then renders the step; Skip works meanwhile. */
export function WithProfile({
  name,
  onNext,
  children,
}: {
  name: ProfileStepName;
  onNext: () => void;
  children: (profile: OwnProfile) => ReactNode;
}) {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery);
  const labels = useProfileLabels();
  if (profile.data && labels.ready) return <>{children(profile.data)}</>;
  return (
    <StepShell text={t(`signup.${name}Text`)} onSkip={onNext}>
      <div className="py-4 text-center" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    </StepShell>
  );
}
