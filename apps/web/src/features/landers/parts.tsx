import type { LanderAnswer } from '@amora/shared/api/pages';
import type { ProfileCard } from '@amora/shared/api/profile';
import type { Settings } from '@amora/shared/api/site';
import { useTranslation } from 'react-i18next';
import { ctaHref, signupOpen } from './cta';

export type Prefix = LanderAnswer['prefix'];

/** What every landing variant gets: the site, its members for the niche, and the page address. */
export interface LanderProps {
  settings: Settings;
  prefix: Prefix;
  profiles: ProfileCard[];
  search: string;
}

/**
 * The call to action: a plain link into the sign-up (a full page load into the main app is fine
 * here, and keeps landers free of the router). Closed sign-up shows the login instead (docs/product.md#who-may-do-what).
 */
export function Cta({
  settings,
  search,
  label,
  path,
  next,
  className = '',
}: {
  settings: Settings;
  search: string;
  label?: string;
  path?: string;
  next?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!signupOpen(settings, search)) {
    return (
      <div className={`lander-cta lander-cta--closed ${className}`}>
        <p className="mb-2">{t('lander.inviteOnly')}</p>
        <a href="/login" className="btn btn-light btn-lg">
          {t('common.login')}
        </a>
      </div>
    );
  }
  return (
    <div className={`lander-cta ${className}`}>
      <a href={ctaHref(search, path, next)} className="btn btn-primary btn-lg lander-cta__button">
        {label ?? t('lander.cta')}
      </a>
    </div>
  );
}

/** Headline and text in the niche's wording. */
export function NicheHeading({ prefix, as: Tag = 'h1' }: { prefix: Prefix; as?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag className="lander-title">{t(`lander.niche.${prefix}.title`)}</Tag>
      <p className="lander-lead">{t(`lander.niche.${prefix}.text`)}</p>
    </>
  );
}

/** A member's photo; `hero` loads first (the largest paint of the page), others lazily. */
export function MemberPhoto({
  profile,
  size = 'thumb',
  hero = false,
  className = '',
}: {
  profile: ProfileCard;
  size?: 'thumb' | 'full';
  hero?: boolean;
  className?: string;
}) {
  const image = profile.main_image;
  if (!image) return <span className={`lander-photo lander-photo--empty ${className}`} />;
  return (
    <img
      className={`lander-photo ${className}`}
      src={size === 'full' ? image.filename : image.thumb_filename}
      alt={`${profile.name}, ${profile.age}`}
      width={size === 'full' ? 600 : 200}
      height={size === 'full' ? 600 : 200}
      loading={hero ? 'eager' : 'lazy'}
      fetchPriority={hero ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/** Staff-run profiles are always disclosed (docs/product.md#who-it-is-for): the site's icon, its name as the label. */
export function FictionalMark({ profile, settings }: { profile: ProfileCard; settings: Settings }) {
  if (!profile.fictional) return null;
  return (
    <span
      className="lander-fictional"
      title={settings.fictional_warning}
      role="img"
      aria-label={settings.fictional_singular}
    >
      {settings.fictional_icon}
    </span>
  );
}

/** Name, age and the fictional mark, as one caption line. */
export function NameAge({ profile, settings }: { profile: ProfileCard; settings: Settings }) {
  return (
    <span className="lander-name">
      {profile.name}, {profile.age} <FictionalMark profile={profile} settings={settings} />
    </span>
  );
}
