import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app-state/session/useSession';
import { useSettings } from '../../app-state/site/useSettings';
import { messagePrice } from './price';

/**
 * Balance and prices under the composer. While a member who never paid has free messages left
 * (the server's count: the user answer, then each send answer), that count stands where the
 * price of a message would, so a new member knows the next text costs nothing; after the last
 * one the price shows. A paying member's count is null: never shown.
 */
export function CreditsHint() {
  const { t } = useTranslation();
  const user = useSession();
  const settings = useSettings();
  if (!user) return null;
  const price = settings ? messagePrice(settings, user.profile.country) : 0;
  const free = price > 0 && !user.paid_user ? (user.free_messages_left ?? 0) : 0;
  return (
    <p className="chat-composer__credits">
      {/* An empty balance is no alarm while the next text is free. */}
      <span className={user.credits === 0 && !free ? 'text-danger fw-semibold' : undefined}>
        {t('chat.balance', { count: user.credits })}
      </span>
      {price > 0 && (
        <>
          <span aria-hidden="true">·</span>
          {free > 0 ? (
            <span className="chat-composer__free">{t('chat.freeLeft', { count: free })}</span>
          ) : (
            <span>{t('chat.price', { count: price })}</span>
          )}
        </>
      )}
      {settings && (settings.photo_credits > 0 || settings.gift_credits > 0) && (
        <>
          <span aria-hidden="true">·</span>
          <span>{t('chat.mediaPrice', { photo: settings.photo_credits, gift: settings.gift_credits })}</span>
        </>
      )}
      <Link to="/credits" className="chat-composer__buy">
        {t('chat.buyCredits')}
      </Link>
    </p>
  );
}
