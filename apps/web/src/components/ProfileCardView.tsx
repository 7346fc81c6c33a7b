import type { ProfileCard } from '@amora/shared/api/profile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from '../lib/countryName';
import { FictionalBadge } from './FictionalBadge';
import { useOnline } from './Presence';

/** A silhouette on the brand gradient, for members without a photo. */
export function PhotoPlaceholder({ name }: { name: string }) {
  return (
    <div className="member-photo-placeholder" aria-hidden="true">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <circle cx="32" cy="24" r="12" fill="currentColor" />
        <path d="M10 58c2-12 11-19 22-19s20 7 22 19z" fill="currentColor" />
      </svg>
      <span className="member-photo-placeholder__initial">{name.slice(0, 1).toUpperCase()}</span>
    </div>
  );
}

/** Cards of a grid's first row: their photos load at once, as the page's largest paint. */
export const EAGER_CARDS = 4;

/**
 * One member in the search grid: photo, name, age, region, online dot, fictional badge. Other
 * lists (likes) may link elsewhere and add a mark on the photo (`mark`, e.g. "New"). `eager`:
 * a card in view on arrival loads its photo at once instead of lazily (Lighthouse found the
 * first card's lazy photo to be the members page's largest paint, 2.6 s late). `level`: the
 * name's heading level, one below the heading the grid sits under (no skipped levels).
 */
export function ProfileCardView({
  profile,
  to,
  mark,
  eager = false,
  level = 3,
}: {
  profile: ProfileCard;
  to?: string;
  mark?: ReactNode;
  eager?: boolean;
  level?: 2 | 3;
}) {
  const Name = level === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation();
  const online = useOnline(profile);
  return (
    <article className="member-card">
      <Link to={to ?? `/members/${profile.id}`} className="member-card__link">
        <div className="member-card__photo">
          {mark}
          {profile.main_image ? (
            <img
              src={profile.main_image.thumb_filename}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          ) : (
            <PhotoPlaceholder name={profile.name} />
          )}
          {profile.fictional && <FictionalBadge className="member-card__fictional" />}
        </div>
        <div className="member-card__body">
          <Name className="member-card__name">
            <span className="text-truncate">{profile.name}</span>
            <span className="member-card__age">{profile.age}</span>
            {online && (
              <span
                className="online-dot"
                role="img"
                aria-label={t('members.online')}
                title={t('members.online')}
              />
            )}
          </Name>
          {(profile.region || profile.country) && (
            <p className="member-card__place text-truncate">
              {profile.region ?? countryName(profile.country!, i18n.language)}
            </p>
          )}
        </div>
      </Link>
    </article>
  );
}
