import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationFields, type LocationValue } from '../LocationFields';
import { type StepModuleProps, type StepProps, StepShell, useStepSave, WithProfile } from './StepShell';

export default function LocationStep({ idPrefix, onNext }: StepModuleProps) {
  return (
    <WithProfile name="location" onNext={onNext}>
      {(profile) => <LocationStepBody profile={profile} idPrefix={idPrefix} onNext={onNext} />}
    </WithProfile>
  );
}

function LocationStepBody({ profile, idPrefix, onNext }: StepProps) {
  const { t } = useTranslation();
  const { submit, busy, errors, changed, formError } = useStepSave(onNext);
  const [value, setValue] = useState<LocationValue>({
    country: profile.country ?? '',
    region: profile.region ? String(profile.region.id) : '',
  });
  return (
    <StepShell
      text={t('signup.locationText')}
      onSkip={onNext}
      busy={busy}
      error={formError}
      onSubmit={() =>
        submit(
          value.country
            ? { country: value.country, region_id: value.region ? Number(value.region) : null }
            : {},
        )
      }
    >
      <LocationFields
        idPrefix={`${idPrefix}-location`}
        value={value}
        onChange={(v) => {
          setValue(v);
          changed('country');
          changed('region_id');
        }}
        errors={{ country: errors.country, region: errors.region_id }}
      />
    </StepShell>
  );
}
