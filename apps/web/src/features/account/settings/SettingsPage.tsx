import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession, useSessionKnown } from '../../../app-state/session/useSession';
import { PageSpinner } from '../../../components/PageSpinner';
import { SecondFactorSettings } from '../second-factor/SecondFactorSettings';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataExport } from './DataExport';
import { DeleteAccount } from './DeleteAccount';
import { NotificationSettings } from './NotificationSettings';
import { PreferenceSwitch } from './PreferenceSwitch';

/** /settings (account menu): password, e-mail, second factor, notifications, invisible mode, data export, deletion. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  const { search } = useLocation();
  if (!known) return <PageSpinner />;
  // The data-export link from the mail keeps its token through the login.
  if (!user) {
    const next = search ? encodeURIComponent(`/settings${search}`) : '/settings';
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return (
    <div className="settings-page container">
      <header className="settings-page__header">
        <h1>{t('pages.settings.title')}</h1>
        <p className="text-body-secondary mb-0">{t('pages.settings.intro')}</p>
      </header>
      <div className="row g-4">
        <div className="col-lg-6">
          <ChangePasswordForm />
        </div>
        <div className="col-lg-6">
          <ChangeEmailForm user={user} />
        </div>
        <div className="col-12">
          <SecondFactorSettings />
        </div>
        <div className="col-12">
          <NotificationSettings user={user} />
        </div>
        <div className="col-lg-6">
          <PreferenceSwitch user={user} preference="invisible" />
        </div>
        <div className="col-lg-6">
          <PreferenceSwitch user={user} preference="blur_explicit_photos" />
        </div>
        <div className="col-lg-6">
          <DataExport user={user} />
        </div>
        <div className="col-lg-6">
          <DeleteAccount />
        </div>
      </div>
    </div>
  );
}
