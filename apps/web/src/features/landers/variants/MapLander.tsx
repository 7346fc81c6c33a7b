import { useTranslation } from 'react-i18next';
import { Cta, type LanderProps, MemberPhoto, NameAge, NicheHeading } from '../parts';

/** A stable spot on the map per member (no real positions: members' locations stay private). */
function spot(id: number, i: number): { x: number; y: number } {
  const angle = ((id * 137.5 + i * 61) % 360) * (Math.PI / 180);
  const radius = 18 + ((id * 7 + i * 13) % 26);
  return { x: 50 + radius * Math.cos(angle), y: 50 + radius * 0.8 * Math.sin(angle) };
}

/**
 * /landers/maplanding: members as pins around the visitor on a town map drawn here as SVG (no map
 * service, no tiles to download).
 */
export function MapLander({ settings, prefix, profiles, search }: LanderProps) {
  const { t } = useTranslation();
  const pins = profiles.slice(0, 8);
  return (
    <section className="lander-v lander-map">
      <div className="container lander-narrow">
        <NicheHeading prefix={prefix} />
        <div className="lander-map__board">
          <svg
            className="lander-map__streets"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <rect width="100" height="100" fill="#f4eef6" />
            <path d="M62 0 C58 30 74 44 70 100 L100 100 L100 0Z" fill="#cfe6f7" />
            <ellipse cx="24" cy="72" rx="16" ry="11" fill="#d7ecd2" />
            <g stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round">
              <path d="M0 38 H100" />
              <path d="M30 0 V100" />
              <path d="M0 88 C30 70 60 64 100 60" />
            </g>
            <g stroke="#fff" strokeWidth="1.4" fill="none">
              <path d="M0 16 H62" />
              <path d="M10 0 V38" />
              <path d="M46 0 V100" />
              <path d="M0 58 H60" />
              <path d="M80 38 V100" />
            </g>
          </svg>
          <span className="lander-map__you" style={{ left: '50%', top: '50%' }}>
            <span className="visually-hidden">{t('lander.map.you')}</span>
          </span>
          {pins.map((profile, i) => {
            const { x, y } = spot(profile.id, i);
            return (
              <span key={profile.id} className="lander-map__pin" style={{ left: `${x}%`, top: `${y}%` }}>
                <MemberPhoto profile={profile} hero={i === 0} />
                <span className="lander-map__label">
                  <NameAge profile={profile} settings={settings} />
                </span>
              </span>
            );
          })}
        </div>
        <p className="lander-map__count">{t('lander.map.nearby', { count: profiles.length })}</p>
        <Cta settings={settings} search={search} />
      </div>
    </section>
  );
}
