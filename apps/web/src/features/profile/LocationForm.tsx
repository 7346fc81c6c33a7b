import type { OwnProfile } from '@amora/shared/api/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorCard } from './EditorCard';
import { LocationFields, type LocationValue } from './LocationFields';
import { useProfileSave } from './useProfileSave';

/** Country and region, by hand or from the member's position. */
export default function LocationForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { state, errors, save, changed, busy } = useProfileSave();
  const [value, setValue] = useState<LocationValue>({
    country: profile.country ?? '',
    region: profile.region ? String(profile.region.id) : '',
  });
  return (
    <EditorCard
      id="profile-location"
      title={t('profile.locationTitle')}
      text={t('profile.locationText')}
      busy={busy}
      saved={state === 'saved'}
      formError={errors.form}
      onSubmit={() =>
        value.country
          ? save({ country: value.country, region_id: value.region ? Number(value.region) : null })
          : undefined
      }
    >
      <LocationFields
        idPrefix="profile"
        value={value}
        allowEmpty={!profile.country}
        onChange={(v) => {
          setValue(v);
          changed('country');
          changed('region_id');
        }}
        errors={{ country: errors.country, region: errors.region_id }}
      />
    </EditorCard>
  );
}
