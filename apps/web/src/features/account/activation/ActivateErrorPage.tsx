import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../app-state/site/useSettings';
import { RichText } from '../../../components/RichText';
import { AccountCard } from '../AccountCard';

/** /activate/error: "Activation failed, contact support" with the site's support address. */
export default function ActivateErrorPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const email = settings?.support_email;
  return (
    <AccountCard title={t('pages.activate-error.title')} intro={t('activation.errorText')} icon="alert">
      {email && (
        <p>
          <RichText
            text={t('activation.contactSupport', { email })}
            tags={{ mail: (c) => <a href={`mailto:${email}`}>{c}</a> }}
          />
        </p>
      )}
    </AccountCard>
  );
}
