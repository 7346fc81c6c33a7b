import { useTranslation } from 'react-i18next';
import { useInstalledApp } from '../../lib/installedApp';
import { BellIcon } from './BellIcon';
import { PushButton } from './PushControl';
import { needsHomeScreenInstall } from './pushSubscription';

/** The push prompt after a meaningful moment; on iOS outside the installed app it explains the install. */
export default function PushPrompt({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const installedApp = useInstalledApp();
  const ios = needsHomeScreenInstall(installedApp);
  return (
    <section className="alert alert-light push-prompt mb-0" aria-labelledby="push-prompt-title">
      <span className="push-prompt__icon" aria-hidden="true">
        <BellIcon size={24} />
      </span>
      <div className="push-prompt__body">
        <h2 id="push-prompt-title" className="push-prompt__title">
          {t('push.promptTitle')}
        </h2>
        <p className="mb-2">{ios ? t('push.promptIos') : t('push.promptText')}</p>
        <div className="d-flex flex-wrap gap-2">
          {!ios && <PushButton onDone={onDismiss} />}
          <button type="button" className="btn btn-sm btn-link" onClick={onDismiss}>
            {t('push.notNow')}
          </button>
        </div>
      </div>
    </section>
  );
}
