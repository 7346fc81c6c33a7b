import { type KeyboardEvent, type ReactNode, type RefObject, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from './icons';
import { textLength } from './price';

const MAX_HEIGHT_PX = 160;
/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/** Enter sends on a desktop; on a touch screen Enter is a new line and the button sends. */
function enterSends(): boolean {
  return !(typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
}

/**
 * The message box: grows with its text, Enter sends (Shift+Enter: new line) on a desktop, a
 * counter near the site's message_length, and the send button.
 */
export function Composer({
  id,
  textareaRef,
  value,
  onChange,
  onSend,
  maxLength,
  label,
  busy,
  notice,
  footer,
  tools,
}: {
  id: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  maxLength: number;
  label: string;
  /** A send that must finish first (the first message to a member). */
  busy: boolean;
  notice?: ReactNode;
  footer?: ReactNode;
  /** Buttons beside the message box (a photo, a gift). */
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const length = textLength(value);
  const tooLong = length > maxLength;
  const empty = value.trim() === '';
  const showCounter = length >= Math.floor(maxLength * COUNTER_FROM);
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the text changes
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value, textareaRef]);

  const submit = () => {
    if (empty || tooLong || busy) return;
    onSend(value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    submit();
  };

  const describedBy = [tooLong ? errorId : null, showCounter ? counterId : null].filter(Boolean).join(' ');
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {notice}
      <div className="chat-composer__row">
        {tools}
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          className={`form-control chat-composer__input${tooLong ? ' is-invalid' : ''}`}
          rows={1}
          placeholder={t('chat.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || undefined}
          aria-describedby={describedBy || undefined}
          // A conversation that opens puts focus here (lib/pageFocus.ts).
          data-page-focus
        />
        <button
          type="submit"
          className="btn btn-primary chat-composer__send"
          disabled={empty || tooLong || busy}
          title={t('chat.send')}
        >
          <ChatIcon name="send" size={22} />
          <span className="visually-hidden">{t('chat.send')}</span>
        </button>
      </div>
      {(showCounter || tooLong) && (
        <div className="chat-composer__limits">
          {tooLong && (
            <span id={errorId} className="text-danger" role="alert">
              {t('chat.tooLong', { max: maxLength })}
            </span>
          )}
          {showCounter && (
            <span
              id={counterId}
              className={`chat-composer__counter${tooLong ? ' text-danger' : ''}`}
              aria-live="polite"
            >
              <span aria-hidden="true">{t('chat.counter', { used: length, max: maxLength })}</span>
              <span className="visually-hidden">
                {t('chat.counterLabel', { count: length, max: maxLength })}
              </span>
            </span>
          )}
        </div>
      )}
      {footer}
    </form>
  );
}
