import type { OwnProfile } from '@amora/shared/api/profile';
import { useTranslation } from 'react-i18next';
import { EditorCard } from './EditorCard';
import { PhotoManager } from './PhotoManager';

export default function PhotosCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  return (
    <EditorCard id="profile-photos" title={t('photos.title')} text={t('photos.text')}>
      <PhotoManager profile={profile} />
    </EditorCard>
  );
}
