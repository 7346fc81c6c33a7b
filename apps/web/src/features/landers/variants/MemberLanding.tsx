import type { PublicProfile } from '@amora/shared/api/profile';
import type { Settings } from '@amora/shared/api/site';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../../../components/FictionalBadge';
import { Cta, MemberPhoto, NameAge } from '../parts';

export type MemberLandingVariant = 'landing' | 'landing2' | 'landing3';

/**
 * /members/{id}/landing, …/landing2, …/landing3 (docs/product.md#landing-pages): that member up front, then the member's
 * own sign-up (/members/{id}/signup), which leads straight into the chat with them. A staff-run
 * profile says so above the call to action, in every variant (decision 028).
 */
export function MemberLanding({
  variant,
  profile,
  settings,
  search,
}: {
  variant: MemberLandingVariant;
  profile: PublicProfile;
  settings: Settings;
  search: string;
}) {
  const { t } = useTranslation();
  const cta = (
    <Cta
      settings={settings}
      search={search}
      path={`/members/${profile.id}/signup`}
      next={`/members/${profile.id}/chat`}
      label={t('lander.member.cta', { name: profile.name })}
    />
  );
  const where = [profile.region, profile.country].filter(Boolean).join(', ');
  return (
    <section className={`lander-v lander-member lander-member--${variant}`}>
      <div className="container lander-wide">
        <div className="lander-member__card">
          <div className="lander-member__photo">
            <MemberPhoto profile={profile} size="full" hero />
            {profile.online && <span className="lander-member__online">{t('lander.online')}</span>}
          </div>
          <div className="lander-member__body">
            {variant === 'landing' && (
              <>
                <h1 className="lander-title">{t('lander.member.wantsToMeet', { name: profile.name })}</h1>
                <p className="lander-member__who">
                  <NameAge profile={profile} settings={settings} />
                  {where && <span> · {where}</span>}
                </p>
                {profile.about && <p className="lander-member__about">{profile.about.slice(0, 180)}</p>}
              </>
            )}
            {variant === 'landing2' && (
              <>
                <h1 className="lander-title">{t('lander.member.sentMessage', { name: profile.name })}</h1>
                <div className="lander-member__bubble" aria-hidden="true">
                  <span className="lander-member__blur">{t('lander.member.hiddenMessage')}</span>
                </div>
                <p className="lander-member__hint">{t('lander.member.readHint')}</p>
              </>
            )}
            {variant === 'landing3' && (
              <>
                <h1 className="lander-title">{t('lander.member.likesYou', { name: profile.name })}</h1>
                <div className="lander-member__match" aria-hidden="true">
                  <span className="lander-member__heart">♥</span>
                </div>
                <p className="lander-member__who">
                  <NameAge profile={profile} settings={settings} />
                  {where && <span> · {where}</span>}
                </p>
              </>
            )}
            {profile.fictional && <FictionalBadge explained className="lander-member__fictional" />}
            {cta}
          </div>
        </div>
      </div>
    </section>
  );
}
