import type { OwnProfile } from '@amora/shared/api/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorCard } from './EditorCard';
import { LocationFields, type LocationValue } from './LocationFields';
import { useProfileDraft } from './ProfileDraft';

/** Country and region, by hand or from the member's position. */
export default function LocationForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { errors, edit, save } = useProfileDraft();
  const [value, setValue] = useState<LocationValue>({
    country: profile.country ?? '',
    region: profile.region ? String(profile.region.id) : '',
  });
  return (
    <EditorCard
      id="profile-location"
      title={t('profile.locationTitle')}
      text={t('profile.locationText')}
      onSubmit={save}
    >
      <LocationFields
        idPrefix="profile"
        value={value}
        allowEmpty={!profile.country}
        onChange={(v) => {
          setValue(v);
          // No country chosen (yet): nothing of the location to save.
          const part = v.country
            ? { country: v.country, region_id: v.region ? Number(v.region) : null }
            : null;
          edit('location', part, v.country !== value.country ? 'country' : 'region_id');
        }}
        errors={{ country: errors.country, region: errors.region_id }}
      />
    </EditorCard>
  );
}
