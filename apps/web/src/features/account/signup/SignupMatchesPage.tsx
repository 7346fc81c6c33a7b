import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../../components/Brand';

/** /signup-matches: members who fit the new member; the profiles issue fills this in. */
export default function SignupMatchesPage() {
  const { t } = useTranslation();
  return (
    <section className="signup-page">
      <div className="signup-page__brand">
        <Brand />
      </div>
      <div className="signup-card text-center">
        <h1 className="h3">{t('pages.signup-matches.title')}</h1>
        <p>{t('signup.matchesText')}</p>
        <Link to="/members" className="btn btn-primary px-4">
          {t('nav.searchMembers')}
        </Link>
      </div>
    </section>
  );
}
