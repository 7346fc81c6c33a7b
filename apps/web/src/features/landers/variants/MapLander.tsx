import { useTranslation } from 'react-i18next';
import { Cta, type LanderProps, MemberPhoto, NameAge, NicheHeading } from '../parts';

/** Spots around the visitor, spread so that pins and names do not cover each other. */
const SPOTS = [
  [24, 18],
  [74, 14],
  [14, 48],
  [84, 42],
  [34, 78],
  [72, 74],
  [52, 30],
  [30, 60],
] as const;

/**
 * The i-th member's spot: members' real locations stay private. The first member's id turns the
 * ring, so the picture varies between sites and days but two members never share a spot.
 */
function spot(i: number, turn: number): { x: number; y: number } {
  const [x, y] = SPOTS[(i + turn) % SPOTS.length]!;
  return { x, y };
}

/**
 * /landers/maplanding: members as pins around the visitor on a town map drawn here as SVG (no map
 * service, no tiles to download).
 */
export function MapLander({ settings, prefix, profiles, search }: LanderProps) {
  const { t } = useTranslation();
  const pins = profiles.slice(0, SPOTS.length);
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
            const { x, y } = spot(i, pins[0]?.id ?? 0);
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
