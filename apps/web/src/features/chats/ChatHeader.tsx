import type { ProfileCard } from '@amora/shared/api/profile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../app-state/site/useSettings';
import { useTyping } from '../../app-state/typingStore';
import { usePresenceText } from '../../components/Presence';
import { ChatAvatar } from './ChatAvatar';
import { ChatIcon } from './icons';

/**
 * The conversation's header: back to the list, photo, name, age, and "… is typing", online or
 * last seen (the place for a member in invisible mode); a fictional profile
 * keeps its disclosure here, the site's icon and warning (spec: "disclosure in the chat header").
 */
export function ChatHeader({ profile, conversationId }: { profile: ProfileCard; conversationId?: number }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const typing = useTyping(conversationId);
  const { text: presence } = usePresenceText(profile);
  const place = profile.region ?? profile.country;
  const status = typing ? t('chat.typing', { name: profile.name }) : (presence ?? place);
  return (
    <header className="chat-header">
      <div className="chat-header__bar">
        <Link to="/chats" className="chat-header__back" aria-label={t('chat.back')} title={t('chat.back')}>
          <ChatIcon name="back" size={26} />
        </Link>
        <Link
          to={`/members/${profile.id}`}
          className="chat-header__who"
          title={t('chat.viewProfile', { name: profile.name })}
        >
          <ChatAvatar profile={profile} size={42} />
          <span className="chat-header__text">
            <span className="chat-header__title">
              <h1 id="conversation-name" className="chat-header__name">
                <span className="text-truncate">{profile.name}</span>
                <span className="chat-header__age">, {profile.age}</span>
              </h1>
              {profile.fictional && settings && (
                <span className="chat-header__fictional" aria-hidden="true">
                  {settings.fictional_icon}
                </span>
              )}
            </span>
            <span
              className={`chat-header__status${typing ? ' chat-header__status--typing' : ''}`}
              aria-live="polite"
            >
              {status}
            </span>
          </span>
        </Link>
      </div>
      {profile.fictional && settings && (
        <p className="chat-disclosure" role="note">
          <span className="chat-disclosure__icon" aria-hidden="true">
            {settings.fictional_icon}
          </span>
          <span>
            <strong className="chat-disclosure__kind">{settings.fictional_singular}</strong>{' '}
            {settings.fictional_warning}
          </span>
        </p>
      )}
    </header>
  );
}
