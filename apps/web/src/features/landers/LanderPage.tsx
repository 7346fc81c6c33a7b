import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeroArt } from '../../components/HeroArt';
import { useCurrentRoute } from '../../routeHandle';

const POINTS = ['one', 'two', 'three'] as const;

/** Landing pages (landers and member landings): a focused sign-up pitch; variants come later. */
export default function LanderPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  if (!route) return null;
  return (
    <section className="lander">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-lg-6">
            <span className="badge rounded-pill lander__badge">{t('lander.badge')}</span>
            <h1 className="lander__title">{t(`pages.${route.name}.title`)}</h1>
            <p className="lander__lead">{t(`pages.${route.name}.intro`)}</p>
            <ul className="lander__points">
              {POINTS.map((p) => (
                <li key={p} className="lander__point">
                  {t(`lander.points.${p}`)}
                </li>
              ))}
            </ul>
            <Link to="/signup" className="btn btn-light btn-lg hero__cta">
              {t('common.signupFree')}
            </Link>
          </div>
          <div className="col-lg-6">
            <HeroArt />
          </div>
        </div>
      </div>
    </section>
  );
}
