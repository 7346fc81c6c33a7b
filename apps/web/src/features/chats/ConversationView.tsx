import type { Message } from '@amora/shared/api/chat';
import type { ProfileCard } from '@amora/shared/api/profile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '../../api/errors';
import { openPremiumAlert } from '../../app-state/premiumAlertStore';
import { useSession } from '../../app-state/session/useSession';
import { openSignupModal } from '../../app-state/signup/signupModalStore';
import { setTitleOverride } from '../../app-state/site/pageTitle';
import { useSettings } from '../../app-state/site/useSettings';
import { useTypingSignal } from '../../app-state/typingStore';
import { FictionalBadge } from '../../components/FictionalBadge';
import { safeGet, safeSet } from '../../lib/storage';
import { ChatAvatar } from './ChatAvatar';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { ComposerTools } from './ComposerTools';
import { CreditsHint } from './CreditsHint';
import { ChatIcon } from './icons';
import { MessageList } from './MessageList';
import { messagePrice } from './price';
import { type Outgoing, type SendTarget, useSender } from './useSender';

// Only an empty conversation offers icebreakers: loaded when the member asks for them.
const IcebreakerDialog = lazy(() => import('./IcebreakerDialog'));
// Asked once per member, before the first credit goes to a staff-run profile.
const FictionalAckDialog = lazy(() => import('./FictionalAckDialog'));
// Only a refused send shows it: out of the chat page's first view (its budget, decision 043).
const SendNotice = lazy(() => import('./SendNotice').then((m) => ({ default: m.SendNotice })));

const NO_MESSAGES: Message[] = [];
/** Used until the settings arrive; the server checks the real limit anyway. */
const FALLBACK_MESSAGE_LENGTH = 1000;

const draftKey = (target: SendTarget) =>
  `amora.chatDraft.${'conversationId' in target ? `c${target.conversationId}` : `p${target.profileId}`}`;
const session = () => sessionStorage;

/** The page title "Chat with {name}" while the conversation is open. */
export function useChatTitle(name: string | undefined): void {
  const { t } = useTranslation();
  const title = name ? t('chat.title', { name }) : null;
  useEffect(() => {
    setTitleOverride(title);
    return () => setTitleOverride(null);
  }, [title]);
}

/**
 * A conversation on screen: header, messages, composer. `messages` undefined is a conversation
 * not started yet (/members/{id}/chat): the first send goes to the member and `onStarted` gets
 * the new conversation's id.
 */
export function ConversationView({
  profile,
  target,
  messages = NO_MESSAGES,
  hasMore = false,
  onLoadOlder,
  onStarted,
}: {
  profile: ProfileCard;
  target: SendTarget;
  messages?: Message[];
  hasMore?: boolean;
  onLoadOlder: () => Promise<void>;
  onStarted?: (conversationId: number) => void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const maxLength = settings?.message_length ?? FALLBACK_MESSAGE_LENGTH;
  const key = draftKey(target);
  const [text, setTextState] = useState(() => safeGet(session, key) ?? '');
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);
  const [icebreakers, setIcebreakers] = useState(false);
  /** A send held until the member confirms the site's warning on staff-run profiles. */
  const [held, setHeld] = useState<Outgoing | null>(null);
  const user = useSession();
  const textarea = useRef<HTMLTextAreaElement>(null);
  useChatTitle(profile.name);
  const conversationId = 'conversationId' in target ? target.conversationId : undefined;
  const signalTyping = useTypingSignal(conversationId);

  const setText = (value: string) => {
    setTextState(value);
    safeSet(session, key, value);
  };

  /**
   * Whether sending this costs credits that would go to a staff-run profile the member has not
   * been warned about (the server's rule, decision 027: free texts need no confirmation).
   */
  const needsAck = (what: Outgoing): boolean => {
    if (!profile.fictional || !user || user.fictional_ack) return false;
    if ('file' in what) return (settings?.photo_credits ?? 1) > 0;
    if ('gift' in what) return (settings?.gift_credits ?? 1) > 0;
    const price = settings ? messagePrice(settings, user.profile.country) : 1;
    const free = !user.paid_user && (user.free_messages_left ?? 0) > 0;
    return price > 0 && !free;
  };

  /** A refusal stays above the composer; the free chat limit also opens the premium alert. */
  const refuse = (error: ApiRequestError) => {
    if (error.code === 'authentication_required') openSignupModal();
    if (error.code === 'chat_limit_reached')
      openPremiumAlert({ reason: 'chats', limit: error.details.limit });
    setRefusal(error);
  };

  const { pending, send, retry } = useSender({
    target,
    profile,
    onRefused: (error, refused) => {
      // The server knew better (another tab, the allowance used up): ask, then send the text.
      if (error.code === 'fictional_ack_required') setHeld({ text: refused });
      else refuse(error);
      // The refused text comes back to the composer, unless the member already wrote on.
      setTextState((current) => {
        const next = current.trim() ? current : refused;
        safeSet(session, key, next);
        return next;
      });
    },
    onSent: (message) => {
      if ('profileId' in target) onStarted?.(message.conversation_id);
    },
  });

  const onSend = (value: string) => {
    setRefusal(null);
    if (needsAck({ text: value })) return setHeld({ text: value });
    setText('');
    void send(value);
    textarea.current?.focus();
  };

  const starting = 'profileId' in target && pending.some((p) => p.state === 'sending');
  const sendOther = (what: Outgoing) => {
    setRefusal(null);
    if (needsAck(what)) return setHeld(what);
    void send(what);
  };

  /** Confirmed: what was held goes now (a refused photo the member picks again). */
  const sendHeld = () => {
    const what = held;
    setHeld(null);
    if (!what) return;
    if ('text' in what) {
      if (!what.text.trim()) return;
      setText('');
      void send(what.text);
    } else void send(what);
    textarea.current?.focus();
  };
  const empty = messages.length === 0 && pending.length === 0 && !hasMore;

  return (
    <section className="conversation" aria-labelledby="conversation-name">
      <ChatHeader profile={profile} conversationId={conversationId} />
      <MessageList
        label={t('chat.log', { name: profile.name })}
        messages={messages}
        pending={pending}
        hasMore={hasMore}
        onLoadOlder={onLoadOlder}
        onRetry={retry}
        blurExplicit={user?.blur_explicit_photos ?? true}
        from={profile}
        empty={
          empty && (
            <div className="chat-empty">
              <ChatAvatar profile={profile} size={96} />
              <h2 className="chat-empty__title">{t('chat.emptyTitle', { name: profile.name })}</h2>
              {profile.fictional && <FictionalBadge className="chat-empty__fictional" />}
              <p className="text-body-secondary">{t('chat.emptyText')}</p>
              <button type="button" className="btn btn-outline-primary" onClick={() => setIcebreakers(true)}>
                <ChatIcon name="sparkle" size={18} className="me-1" />
                {t('chat.icebreakers')}
              </button>
            </div>
          )
        }
      />
      <Composer
        id="chat-message"
        textareaRef={textarea}
        value={text}
        onChange={(value) => {
          setText(value);
          if (value.trim()) signalTyping();
          if (refusal?.fields?.text) setRefusal(null);
        }}
        onSend={onSend}
        maxLength={maxLength}
        label={t('chat.label', { name: profile.name })}
        busy={starting}
        tools={
          <ComposerTools
            disabled={starting}
            onPhoto={(file) => sendOther({ file })}
            onGift={(gift) => sendOther({ gift: { slug: gift.slug, image: gift.image } })}
            onRefused={refuse}
          />
        }
        notice={
          refusal && (
            <Suspense fallback={null}>
              <SendNotice
                error={refusal}
                maxLength={maxLength}
                onDismiss={() => setRefusal(null)}
                onSendAnyway={() => {
                  setRefusal(null);
                  setText('');
                  void send({ text, confirmOffensive: true });
                }}
              />
            </Suspense>
          )
        }
        footer={<CreditsHint />}
      />
      {held && (
        <Suspense fallback={null}>
          <FictionalAckDialog name={profile.name} onConfirmed={sendHeld} onClose={() => setHeld(null)} />
        </Suspense>
      )}
      {icebreakers && (
        <Suspense fallback={null}>
          <IcebreakerDialog
            name={profile.name}
            onClose={() => setIcebreakers(false)}
            onPick={(line) => {
              setText(line);
              setIcebreakers(false);
              // After the dialog gave the focus back.
              setTimeout(() => textarea.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
