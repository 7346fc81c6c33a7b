import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutField } from '../ProfileFields';
import { type StepModuleProps, type StepProps, StepShell, useStepSave, WithProfile } from './StepShell';

export default function AboutStep({ idPrefix, onNext }: StepModuleProps) {
  return (
    <WithProfile name="about" onNext={onNext}>
      {(profile) => <AboutStepBody profile={profile} idPrefix={idPrefix} onNext={onNext} />}
    </WithProfile>
  );
}

function AboutStepBody({ profile, idPrefix, onNext }: StepProps) {
  const { t } = useTranslation();
  const { submit, busy, errors, changed, formError } = useStepSave(onNext);
  const [text, setText] = useState(profile.about);
  return (
    <StepShell
      text={t('signup.aboutText')}
      onSkip={onNext}
      busy={busy}
      error={formError}
      nextLabel={t('signup.finish')}
      onSubmit={() => submit(text.trim() && text.trim() !== profile.about ? { about: text.trim() } : {})}
    >
      <AboutField
        id={`${idPrefix}-signup-message`}
        label={t('signup.aboutLabel')}
        rows={5}
        value={text}
        error={errors.about}
        onChange={(v) => {
          setText(v);
          changed('about');
        }}
      />
    </StepShell>
  );
}
