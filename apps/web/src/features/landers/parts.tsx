import type { LanderAnswer } from '@amora/shared/api/pages';
import type { ProfileCard } from '@amora/shared/api/profile';
import type { Settings } from '@amora/shared/api/site';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app-state/session/useSession';
import {
  readDismissedAt,
  shouldShowEntryWarning,
  storeDismissal,
} from '../../components/entry-warning/entryWarningRules';
import { useInstalledApp } from '../../lib/installedApp';
import { closedReason, ctaHref } from './cta';

const EntryWarningModal = lazy(() => import('../../components/entry-warning/EntryWarningModal'));

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
 * The sign-up's layout shows the entry warning to every country, a lander's only to NL and DE:
 * a visitor who has not passed it yet meets it here, on the click, and then arrives at a form the
 * warning does not cover.
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
  const user = useSession();
  const installedApp = useInstalledApp();
  const [warning, setWarning] = useState<string | null>(null);
  const closed = closedReason(settings, search);
  if (closed) {
    return (
      <div className={`lander-cta lander-cta--closed ${className}`}>
        <p className="mb-2">{t(closed === 'partners' ? 'lander.partnersOnly' : 'lander.inviteOnly')}</p>
        <a href="/login" className="btn btn-light btn-lg">
          {t('common.login')}
        </a>
      </div>
    );
  }
  const href = ctaHref(search, path, next);
  return (
    <div className={`lander-cta ${className}`}>
      <a
        href={href}
        className="btn btn-primary btn-lg lander-cta__button"
        onClick={(event) => {
          const warned = shouldShowEntryWarning({
            layout: 'default',
            loggedIn: user !== null,
            installedApp,
            dismissedAt: readDismissedAt(),
            enabled: settings.enable_site_entry_popup,
            countries: settings.entry_warning_countries ?? [],
            country: settings.geoip_selected_country,
          });
          if (!warned) return;
          event.preventDefault();
          setWarning(href);
        }}
      >
        {label ?? t('lander.cta')}
      </a>
      {warning && (
        <Suspense fallback={null}>
          <EntryWarningModal
            settings={settings}
            onEnter={() => {
              storeDismissal();
              window.location.assign(warning);
            }}
          />
        </Suspense>
      )}
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
