import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePushState } from '../../app-state/session/push';
import { useSettings } from '../../app-state/site/useSettings';
import { useInstalledApp } from '../../lib/installedApp';
import { needsHomeScreenInstall, subscribePush, unsubscribePush } from './pushSubscription';

/** "Turn on notifications": asks the browser only when clicked. */
export function PushButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const state = await subscribePush(settings?.push_public_key ?? '');
      if (state === 'subscribed') onDone?.();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void turnOn()}>
        {t('push.turnOn')}
      </button>
      {failed && (
        <span className="text-danger small align-self-center" role="alert">
          {t('push.failed')}
        </span>
      )}
    </>
  );
}

/** Push state of this browser and its switch, on the settings screen (docs/product.md#push). */
export function PushControl() {
  const { t } = useTranslation();
  const state = usePushState();
  const installedApp = useInstalledApp();
  const [busy, setBusy] = useState(false);
  const ios = needsHomeScreenInstall(installedApp);
  const turnOff = async () => {
    setBusy(true);
    try {
      await unsubscribePush();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="push-control" data-push-state={state}>
      <p id="push-state-text" className="mb-2">
        {ios && state !== 'subscribed' ? t('push.promptIos') : t(`push.state.${state}`)}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {state === 'capable' && !ios && <PushButton />}
        {state === 'subscribed' && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={busy}
            onClick={() => void turnOff()}
          >
            {t('push.turnOff')}
          </button>
        )}
      </div>
    </div>
  );
}
