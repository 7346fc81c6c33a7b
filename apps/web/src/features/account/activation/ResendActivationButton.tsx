import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import { errorText } from '../../../app-state/errorText';
import { accountApi } from '../api';

/** "Send again": POST /api/activation-mail.php, then a short confirmation in place. */
export function ResendActivationButton({ className = 'btn btn-sm btn-primary' }: { className?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | { error: string }>('idle');
  const send = async () => {
    setState('busy');
    try {
      await accountApi.resendActivation();
      setState('sent');
    } catch (error) {
      setState({ error: error instanceof ApiRequestError ? error.code : 'generic' });
    }
  };
  if (state === 'sent')
    return (
      <span className="activation-sent" role="status">
        ✓ {t('activation.sent')}
      </span>
    );
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={send}
        disabled={state === 'busy'}
        aria-busy={state === 'busy' || undefined}
      >
        {state === 'busy' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('activation.sendAgain')}
      </button>
      {typeof state === 'object' && (
        <span className="text-danger small" role="alert">
          {errorText(t, { code: state.error })}
        </span>
      )}
    </>
  );
}
