import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interestsQuery } from '../../../app-state/profile/api';
import { PERSONAL_FIELDS } from '../../../app-state/profile/constants';
import { InterestChips, OptionSelect } from '../ProfileFields';
import { type StepModuleProps, type StepProps, StepShell, useStepSave, WithProfile } from './StepShell';

export default function PersonalStep({ idPrefix, onNext }: StepModuleProps) {
  return (
    <WithProfile name="personal" onNext={onNext}>
      {(profile) => <PersonalStepBody profile={profile} idPrefix={idPrefix} onNext={onNext} />}
    </WithProfile>
  );
}

function PersonalStepBody({ profile, idPrefix, onNext }: StepProps) {
  const { t, i18n } = useTranslation();
  const interests = useQuery(interestsQuery(i18n.language));
  const { submit, busy, errors, changed, formError } = useStepSave(onNext);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, profile[f] ?? ''])),
  );
  const [chosen, setChosen] = useState<number[]>(profile.interests);
  return (
    <StepShell
      text={t('signup.personalText')}
      onSkip={onNext}
      busy={busy}
      error={formError}
      onSubmit={() =>
        submit({
          ...Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, values[f] || null])),
          interests: chosen,
        })
      }
    >
      <div className="row gx-3">
        {PERSONAL_FIELDS.map((field) => (
          <div key={field} className="col-12 col-sm-6">
            <OptionSelect
              field={field}
              idPrefix={`${idPrefix}-personal`}
              value={values[field] ?? ''}
              error={errors[field]}
              onChange={(v) => {
                setValues((all) => ({ ...all, [field]: v }));
                changed(field);
              }}
            />
          </div>
        ))}
      </div>
      {interests.data && (
        <InterestChips
          idPrefix={`${idPrefix}-personal`}
          interests={interests.data}
          value={chosen}
          error={errors.interests}
          onChange={(v) => {
            setChosen(v);
            changed('interests');
          }}
        />
      )}
    </StepShell>
  );
}
