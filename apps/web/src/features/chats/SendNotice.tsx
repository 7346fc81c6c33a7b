import { LIMITS } from '@amora/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ApiRequestError, errorMessageKey } from '../../api/errors';

/**
 * Why a message was refused, with the way forward: credits (402), premium (the free chat limit),
 * or the text to fix. The text stays in the composer. A first message with a word of the
 * offensive list asks "Are you sure?" once, with Send anyway (decision 042).
 */
export function SendNotice({
  error,
  maxLength,
  onDismiss,
  onSendAnyway,
}: {
  error: ApiRequestError;
  maxLength: number;
  onDismiss: () => void;
  onSendAnyway: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (error.code === 'offensive_first_message') {
    return (
      <div className="chat-notice alert alert-warning" role="alert" aria-labelledby="offensive-title">
        <span className="chat-notice__text">
          <strong id="offensive-title" className="d-block">
            {t('chat.offensive.title')}
          </strong>
          <span className="fw-normal">{t('chat.offensive.text')}</span>
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark chat-notice__action"
          onClick={onSendAnyway}
        >
          {t('chat.offensive.send')}
        </button>
        <button
          type="button"
          className="btn-close chat-notice__close"
          aria-label={t('chat.dismiss')}
          onClick={onDismiss}
        />
      </div>
    );
  }
  let text: string;
  let action: { to: string; label: string } | null = null;
  if (error.code === 'not_enough_credits') {
    text = t('chat.notEnoughCredits');
    action = { to: '/credits', label: t('chat.buyCredits') };
  } else if (error.code === 'chat_limit_reached') {
    text = t('chat.chatLimit', { count: error.details.limit ?? LIMITS.freeChatsStarted });
    action = { to: '/premium', label: t('chat.becomePremium') };
  } else if (error.code === 'blocked') {
    text = t('chat.blocked');
  } else if (error.fields?.text === 'too_big') {
    text = t('chat.tooLong', { max: maxLength });
  } else if (error.fields?.text === 'required') {
    text = t('chat.required');
  } else {
    text = t(errorMessageKey(error, (key) => i18n.exists(key)) as 'errors.generic');
  }
  const premium = error.code === 'chat_limit_reached';
  return (
    <div className={`chat-notice alert ${premium ? 'alert-premium' : 'alert-warning'}`} role="alert">
      <span className="chat-notice__text">{text}</span>
      {action && (
        <Link
          to={action.to}
          className={`btn btn-sm ${premium ? 'btn-warning' : 'btn-primary'} chat-notice__action`}
        >
          {action.label}
        </Link>
      )}
      <button
        type="button"
        className="btn-close chat-notice__close"
        aria-label={t('chat.dismiss')}
        onClick={onDismiss}
      />
    </div>
  );
}
