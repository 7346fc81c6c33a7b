import { useTranslation } from 'react-i18next';
import { Cta, FictionalMark, type LanderProps, MemberPhoto, NameAge, NicheHeading } from '../parts';

/** /landers/alonetonight: a night-sky page of members who are free tonight, online ones first. */
export function AloneTonightLander({ settings, prefix, profiles, search }: LanderProps) {
  const { t } = useTranslation();
  const sorted = [...profiles].sort((a, b) => Number(b.online) - Number(a.online)).slice(0, 8);
  return (
    <section className="lander-v lander-night">
      <div className="container">
        <div className="lander-night__moon" aria-hidden="true" />
        <h1 className="lander-title">{t('lander.tonight.title')}</h1>
        <p className="lander-lead">{t(`lander.niche.${prefix}.text`)}</p>
        <Cta settings={settings} search={search} className="mb-4" />
        <ul className="lander-night__grid">
          {sorted.map((profile, i) => (
            <li key={profile.id} className="lander-night__item">
              <MemberPhoto profile={profile} hero={i === 0} />
              <span className="lander-night__tag">{t('lander.tonight.free')}</span>
              <NameAge profile={profile} settings={settings} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** /landers/collagelanding: a photo collage of tiles of different sizes around the pitch. */
export function CollageLander({ settings, prefix, profiles, search }: LanderProps) {
  // Eight fill the collage's rows exactly on phones (3 columns) and wide screens (6 columns).
  const tiles = profiles.slice(0, 8);
  return (
    <section className="lander-v lander-collage">
      <div className="lander-collage__grid">
        {tiles.map((profile, i) => (
          <figure key={profile.id} className={`lander-collage__tile lander-collage__tile--${i}`}>
            <MemberPhoto profile={profile} size={i < 2 ? 'full' : 'thumb'} hero={i === 0} />
            <figcaption>
              <NameAge profile={profile} settings={settings} />
            </figcaption>
          </figure>
        ))}
        <div className="lander-collage__pitch">
          <NicheHeading prefix={prefix} />
          <Cta settings={settings} search={search} />
        </div>
      </div>
    </section>
  );
}

/** /landers/iconslanding: members as a grid of round app-like icons with unread badges. */
export function IconsLander({ settings, prefix, profiles, search }: LanderProps) {
  const { t } = useTranslation();
  return (
    <section className="lander-v lander-icons">
      <div className="container lander-narrow text-center">
        <NicheHeading prefix={prefix} />
        <ul className="lander-icons__grid">
          {profiles.slice(0, 12).map((profile, i) => (
            <li key={profile.id} className="lander-icons__item">
              <span className="lander-icons__icon">
                <MemberPhoto profile={profile} hero={i === 0} />
                {i % 3 === 0 && (
                  <span className="lander-icons__badge" role="img" aria-label={t('lander.icons.newMessage')}>
                    {(i % 4) + 1}
                  </span>
                )}
              </span>
              <span className="lander-icons__name">
                {profile.name} <FictionalMark profile={profile} settings={settings} />
              </span>
            </li>
          ))}
        </ul>
        <Cta settings={settings} search={search} />
      </div>
    </section>
  );
}
