import { LIMITS } from '@amora/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ApiRequestError, errorMessageKey } from '../../api/errors';

/**
 * Why a message was refused, with the way forward: credits (402), premium (the free chat limit),
 * or the text to fix. The text stays in the composer.
 */
export function SendNotice({
  error,
  maxLength,
  onDismiss,
}: {
  error: ApiRequestError;
  maxLength: number;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
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
