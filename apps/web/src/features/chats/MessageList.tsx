import type { Message } from '@amora/shared/api/chat';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../i18n/useFormatLocale';
import { ChatIcon } from './icons';
import { clockTime, dayKey, dayLabel } from './time';
import type { Pending } from './useSender';

/** A row of the conversation: a stored message or one on its way. */
type Row =
  | { kind: 'message'; key: string; at: string; message: Message }
  | { kind: 'pending'; key: string; at: string; pending: Pending };

const ExplicitPhoto = lazy(() => import('./ExplicitPhoto'));

const NEAR_BOTTOM_PX = 48;
const NEAR_TOP_PX = 120;

function rowsOf(messages: Message[], pending: Pending[]): Row[] {
  const stored = new Set(messages.map((m) => m.client_id).filter(Boolean));
  return [
    ...messages.map((m): Row => ({ kind: 'message', key: `m${m.id}`, at: m.created_at, message: m })),
    // A sent message can show once as stored and once as pending for a moment: the stored one wins.
    ...pending
      .filter((p) => !stored.has(p.clientId))
      .map((p): Row => ({ kind: 'pending', key: `p${p.clientId}`, at: p.createdAt, pending: p })),
  ];
}

function Status({ state }: { state: Pending['state'] | Message['status'] }) {
  const { t } = useTranslation();
  const icon =
    state === 'sending' ? 'clock' : state === 'sent' ? 'check' : state === 'failed' ? 'alert' : 'checks';
  // A failed message says so in words beside its Retry button.
  const failed = state === 'failed';
  return (
    <span
      className={`msg__status msg__status--${state}`}
      title={t(`chat.${state}`)}
      aria-hidden={failed || undefined}
    >
      <ChatIcon name={icon} size={15} />
      {!failed && <span className="msg__status-text">{t(`chat.${state}`)}</span>}
    </span>
  );
}

function Bubble({
  row,
  locale,
  onRetry,
  blurExplicit,
  from,
}: {
  row: Row;
  locale: string;
  onRetry: (clientId: string) => void;
  blurExplicit: boolean;
  from?: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const mine = row.kind === 'pending' || row.message.mine;
  const text = row.kind === 'pending' ? row.pending.text : row.message.text;
  const kind = row.kind === 'message' ? row.message.kind : (row.pending.kind ?? 'text');
  const failed = row.kind === 'pending' && row.pending.state === 'failed';
  return (
    <li className={`msg ${mine ? 'msg--mine' : 'msg--theirs'}${failed ? ' msg--failed' : ''}`}>
      <div className="msg__bubble">
        {row.kind === 'message' &&
          row.message.kind === 'photo' &&
          row.message.photo &&
          (row.message.photo.explicit ? (
            // Scored explicit (decision 043): its own chunk blurs it for the recipient.
            <Suspense fallback={null}>
              <ExplicitPhoto message={row.message} blur={blurExplicit && !mine} from={from} />
            </Suspense>
          ) : (
            <a href={row.message.photo.filename} target="_blank" rel="noreferrer" className="msg__media">
              <img src={row.message.photo.thumb_filename} alt={t('chat.photo')} loading="lazy" />
            </a>
          ))}
        {row.kind === 'message' && row.message.kind === 'gift' && row.message.gift && (
          <img className="msg__gift" src={row.message.gift.image} alt={t('chat.gift')} loading="lazy" />
        )}
        {row.kind === 'pending' && row.pending.gift && (
          <img className="msg__gift" src={row.pending.gift.image} alt={t('chat.gift')} />
        )}
        {text ? (
          <p className="msg__text">{text}</p>
        ) : (
          kind !== 'text' && (
            <p className="msg__text msg__text--special">
              {kind === 'photo' ? `📷 ${t('chat.photo')}` : `🎁 ${t('chat.gift')}`}
            </p>
          )
        )}
        <span className="msg__meta">
          <time dateTime={row.at}>{clockTime(row.at, locale)}</time>
          {mine && <Status state={row.kind === 'pending' ? row.pending.state : row.message.status} />}
        </span>
      </div>
      {row.kind === 'message' && row.message.safety_tip && (
        // The message matched the scam patterns (decision 042).
        <p className="msg__tip" role="note">
          {t('chat.safetyTip')}
        </p>
      )}
      {row.kind === 'pending' && failed && (
        <div className="msg__failed">
          <span>{t('chat.failed')}</span>
          <button
            type="button"
            className="btn btn-link btn-sm msg__retry"
            onClick={() => onRetry(row.pending.clientId)}
          >
            {t('chat.retry')}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The messages, oldest at the top: day separators, own messages right with their state, older
 * pages on scroll-up (the view stays where it was), and a jump to the bottom when something new
 * arrives while the member reads further up.
 */
export function MessageList({
  label,
  messages,
  pending,
  hasMore,
  onLoadOlder,
  onRetry,
  empty,
  blurExplicit = true,
  from,
}: {
  label: string;
  messages: Message[];
  pending: Pending[];
  hasMore: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry: (clientId: string) => void;
  empty?: ReactNode;
  /** The member's setting: explicit chat photos from the other member arrive blurred. */
  blurExplicit?: boolean;
  /** The other member, to whom a photo is reported. */
  from?: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [unseen, setUnseen] = useState(false);
  const rows = rowsOf(messages, pending);
  const first = rows[0]?.key;
  const last = rows[rows.length - 1];

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }, []);

  const loadOlder = useCallback(async () => {
    const el = scroller.current;
    if (!hasMore || olderState === 'loading' || !el) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    setOlderState('loading');
    try {
      await onLoadOlder();
      setOlderState('idle');
    } catch {
      anchor.current = null;
      setOlderState('failed');
    }
  }, [hasMore, olderState, onLoadOlder]);

  // Older messages went in above: keep the same message under the member's eyes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest row changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !anchor.current) return;
    el.scrollTop = anchor.current.top + (el.scrollHeight - anchor.current.height);
    anchor.current = null;
  }, [first]);

  // Something new at the bottom: follow it when the member is there (or sent it), else offer a jump.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest row changes
  useLayoutEffect(() => {
    if (!last) return;
    const mine = last.kind === 'pending' || last.message.mine;
    if (atBottom.current || mine) toBottom();
    else setUnseen(true);
  }, [last?.key]);

  // The keyboard opening (or a rotation) shrinks the view: stay at the bottom if there.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setUnseen(false);
    if (el.scrollTop < NEAR_TOP_PX && olderState === 'idle') void loadOlder();
  };

  let previousDay = '';
  return (
    <div className="chat-messages">
      <div
        ref={scroller}
        className="chat-messages__scroller"
        role="log"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard
        tabIndex={0}
        onScroll={onScroll}
      >
        {hasMore && (
          <div className="chat-messages__older">
            {olderState === 'loading' ? (
              <span className="chat-messages__loading" role="status">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />{' '}
                {t('chat.loadingOlder')}
              </span>
            ) : (
              <>
                {olderState === 'failed' && (
                  <span className="text-danger small">{t('chat.olderFailed')} </span>
                )}
                <button type="button" className="btn btn-sm btn-light" onClick={() => void loadOlder()}>
                  {t('chat.loadOlder')}
                </button>
              </>
            )}
          </div>
        )}
        {rows.length === 0 && empty}
        <ol className="chat-messages__list">
          {rows.map((row) => {
            const day = dayKey(row.at);
            const separator = day !== previousDay;
            previousDay = day;
            return (
              <RowWithDay key={row.key} separator={separator ? dayLabel(row.at, new Date(), locale) : null}>
                <Bubble row={row} locale={locale} onRetry={onRetry} blurExplicit={blurExplicit} from={from} />
              </RowWithDay>
            );
          })}
        </ol>
      </div>
      {unseen && (
        <button type="button" className="btn btn-sm chat-messages__jump" onClick={toBottom}>
          {t('chat.newMessages')} <ChatIcon name="down" size={16} />
        </button>
      )}
    </div>
  );
}

function RowWithDay({ separator, children }: { separator: string | null; children: ReactNode }) {
  return (
    <>
      {separator && (
        <li className="chat-day">
          <span>{separator}</span>
        </li>
      )}
      {children}
    </>
  );
}
