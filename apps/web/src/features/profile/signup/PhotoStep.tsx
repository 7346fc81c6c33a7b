import { useTranslation } from 'react-i18next';
import { PhotoManager } from '../PhotoManager';
import { type StepModuleProps, type StepProps, StepShell, WithProfile } from './StepShell';

export default function PhotoStep({ idPrefix, onNext }: StepModuleProps) {
  return (
    <WithProfile name="photo" onNext={onNext}>
      {(profile) => <PhotoStepBody profile={profile} idPrefix={idPrefix} onNext={onNext} />}
    </WithProfile>
  );
}

function PhotoStepBody({ profile, onNext }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepShell text={t('signup.photoText')} onSkip={onNext}>
      <PhotoManager profile={profile} compact />
    </StepShell>
  );
}
