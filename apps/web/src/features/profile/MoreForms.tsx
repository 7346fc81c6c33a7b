import type { OwnProfile } from '@amora/shared/api/profile';
import type { Settings } from '@amora/shared/api/site';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interestsQuery } from '../../app-state/profile/api';
import { PROFILE_OPTION_FIELDS, type ProfileOptionField } from '../../app-state/profile/constants';
import { useProfileLabels } from '../../app-state/profile/labels';
import { EditorCard } from './EditorCard';
import { useProfileDraft } from './ProfileDraft';
import { AboutField, InterestChips, OptionSelect } from './ProfileFields';

/** The option fields the site shows (its visible_profile_fields). */
function DetailsSection({ profile, fields }: { profile: OwnProfile; fields: ProfileOptionField[] }) {
  const { t } = useTranslation();
  const { errors, edit, save } = useProfileDraft();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(PROFILE_OPTION_FIELDS.map((f) => [f, profile[f] ?? ''])),
  );
  if (fields.length === 0) return null;
  return (
    <EditorCard
      id="profile-details"
      title={t('profile.detailsTitle')}
      text={fields.includes('sexuality') ? t('profile.sexualityNote') : undefined}
      onSubmit={save}
    >
      <div className="row">
        {fields.map((field) => (
          <div key={field} className="col-sm-6">
            <OptionSelect
              field={field}
              idPrefix="profile"
              value={values[field] ?? ''}
              error={errors[field]}
              onChange={(v) => {
                const next = { ...values, [field]: v };
                setValues(next);
                edit('details', Object.fromEntries(fields.map((f) => [f, next[f] || null])), field);
              }}
            />
          </div>
        ))}
      </div>
    </EditorCard>
  );
}

function InterestsSection({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation();
  const interests = useQuery(interestsQuery(i18n.language));
  const { errors, edit, save } = useProfileDraft();
  const [value, setValue] = useState<number[]>(profile.interests);
  return (
    <EditorCard id="profile-interests" title={t('profile.interestsTitle')} onSubmit={save}>
      {interests.data ? (
        <InterestChips
          hideLegend
          idPrefix="profile"
          interests={interests.data}
          value={value}
          error={errors.interests}
          onChange={(v) => {
            setValue(v);
            edit('interests', { interests: v }, 'interests');
          }}
        />
      ) : (
        <div className="py-3 text-center" role="status">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      )}
    </EditorCard>
  );
}

function AboutSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const labels = useProfileLabels();
  const { errors, edit, save } = useProfileDraft();
  const [about, setAbout] = useState(profile.about);
  return (
    <EditorCard id="profile-about" title={labels.field('about')} onSubmit={save}>
      <AboutField
        id="profile-about-text"
        label={t('profile.aboutLabel')}
        value={about}
        error={errors.about}
        onChange={(v) => {
          setAbout(v);
          edit('about', { about: v.trim() }, 'about');
        }}
      />
    </EditorCard>
  );
}

/** Below the photo card: the option fields the site shows, interests, about me. */
export default function MoreForms({ profile, settings }: { profile: OwnProfile; settings: Settings }) {
  const visible = settings.visible_profile_fields;
  const optionFields = PROFILE_OPTION_FIELDS.filter((f) => visible.includes(f));
  return (
    <>
      <div className="col-12">
        <DetailsSection profile={profile} fields={optionFields} />
      </div>
      {visible.includes('interests') && (
        <div className="col-lg-7">
          <InterestsSection profile={profile} />
        </div>
      )}
      {visible.includes('about') || settings.visible_profile_notes.includes('about') ? (
        <div className="col-lg-5">
          <AboutSection profile={profile} />
        </div>
      ) : null}
    </>
  );
}
