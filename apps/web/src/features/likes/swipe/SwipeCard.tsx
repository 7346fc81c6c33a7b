import type { ProfileCard } from '@amora/shared/api/profile';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../../../components/FictionalBadge';
import { useOnline } from '../../../components/Presence';
import { PhotoPlaceholder } from '../../../components/ProfileCardView';
import { countryName } from '../../../lib/countryName';

export type CardRole = 'top' | 'next' | 'back' | 'fly-like' | 'fly-pass';

/** One card of the stack: the photo, name, age, place; the fictional disclosure stays on it. */
export function SwipeCard({
  profile,
  place,
  cardRef,
  style,
  handlers,
}: {
  profile: ProfileCard;
  place: CardRole;
  cardRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  handlers?: HTMLAttributes<HTMLDivElement>;
}) {
  const { t, i18n } = useTranslation();
  const online = useOnline(profile);
  const top = place === 'top';
  return (
    <div
      ref={cardRef}
      className={`swipe-card swipe-card--${place}`}
      style={style}
      aria-hidden={top ? undefined : true}
      {...handlers}
    >
      <div className="swipe-card__photo">
        {profile.main_image ? (
          <img src={profile.main_image.filename} alt="" draggable={false} decoding="async" />
        ) : (
          <PhotoPlaceholder name={profile.name} />
        )}
      </div>
      <span className="swipe-card__stamp swipe-card__stamp--like" aria-hidden="true">
        {t('swipe.like')}
      </span>
      <span className="swipe-card__stamp swipe-card__stamp--pass" aria-hidden="true">
        {t('swipe.pass')}
      </span>
      {profile.fictional && <FictionalBadge className="swipe-card__fictional" />}
      <div className="swipe-card__info">
        <h2 className="swipe-card__name">
          <span className="text-truncate">
            {profile.name}
            <span className="swipe-card__age">, {profile.age}</span>
          </span>
          {online && <span className="online-dot" role="img" aria-label={t('members.online')} />}
        </h2>
        {(profile.region || profile.country) && (
          <p className="swipe-card__place">
            {profile.region ?? countryName(profile.country!, i18n.language)}
          </p>
        )}
      </div>
    </div>
  );
}
