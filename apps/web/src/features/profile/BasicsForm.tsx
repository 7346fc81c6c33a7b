import type { OwnProfile } from '@amora/shared/api/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender, NAME_MAX_LENGTH } from '../../app-state/account/constants';
import { useProfileLabels } from '../../app-state/profile/labels';
import { TextField } from '../../components/Field';
import { EditorCard } from './EditorCard';
import { useProfileDraft } from './ProfileDraft';

const inputProps = (
  id: string,
  name: string,
  value: string,
  onChange: (v: string) => void,
  invalid: boolean,
) => ({
  id,
  name,
  value,
  onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  onBlur: () => {},
  'aria-invalid': invalid || undefined,
  'aria-describedby': invalid ? `${id}-error` : undefined,
});

/** Profile name and the gender the member is looking for. */
export default function BasicsForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const labels = useProfileLabels();
  const { errors, edit, save } = useProfileDraft();
  const [name, setName] = useState(profile.name);
  const [seeking, setSeeking] = useState<string>(profile.seeking ?? '');
  const part = (next: { name: string; seeking: string }) => ({
    name: next.name.trim(),
    seeking: (next.seeking || null) as Gender | null,
  });
  return (
    <EditorCard id="profile-basics" title={t('profile.basicsTitle')} onSubmit={save}>
      <TextField
        label={t('form.name')}
        field={inputProps(
          'profile-name',
          'name',
          name,
          (v) => {
            setName(v);
            edit('basics', part({ name: v, seeking }), 'name');
          },
          !!errors.name,
        )}
        error={errors.name}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
        help={t('form.nameHelp')}
      />
      <div className="mb-3">
        <span className="form-label d-block">{labels.field('gender')}</span>
        <p className="mb-0 fw-semibold">{labels.gender(profile.gender)}</p>
      </div>
      <div className="mb-3">
        <label htmlFor="profile-seeking" className="form-label">
          {labels.field('seeking')}
        </label>
        <select
          id="profile-seeking"
          className={`form-select${errors.seeking ? ' is-invalid' : ''}`}
          value={seeking}
          onChange={(e) => {
            setSeeking(e.target.value);
            edit('basics', part({ name, seeking: e.target.value }), 'seeking');
          }}
        >
          <option value="">{t('profile.notSpecified')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {labels.genderPlural(g)}
            </option>
          ))}
        </select>
      </div>
    </EditorCard>
  );
}
