import type { Order } from '@amora/shared/api/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { SESSION_KEY, useSession, useSessionKnown } from '../../app-state/session/useSession';
import { PageSpinner } from '../../components/PageSpinner';
import { orderQuery } from './api';
import { TRANSACTION_POLL_MS } from './constants';
import { formatPrice } from './money';
import { PaymentsError, PaymentsModeBanner } from './PaymentsState';

type View = 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';

/** The screen state of an order status (docs/product.md#payments: pending, completed, failed or cancelled). */
export function transactionView(status: Order['status']): View {
  switch (status) {
    case 'open':
    case 'pending':
      return 'pending';
    case 'paid':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    case 'refunded':
      return 'refunded';
    default:
      return 'failed';
  }
}

/**
 * /transactions/{id}: the payment's result. While pending it asks again every 2 s; once the
 * credits are booked it refreshes the session, so the top bar shows the new balance.
 */
export default function TransactionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const user = useSession();
  const known = useSessionKnown();
  const id = Number(params.id);
  const order = useQuery({
    ...orderQuery(id),
    enabled: user !== null && id > 0,
    refetchInterval: (query) => {
      const status = query.state.data?.order.status;
      return status && transactionView(status) === 'pending' ? TRANSACTION_POLL_MS : false;
    },
  });
  const view = order.data ? transactionView(order.data.order.status) : null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (view === 'completed') void queryClient.refetchQueries({ queryKey: SESSION_KEY, exact: true });
  }, [view, queryClient]);

  if (!known) return <PageSpinner />;
  if (!user) return <Navigate to={`/login?next=/transactions/${params.id ?? ''}`} replace />;
  if (!(id > 0)) {
    return (
      <TransactionCard state="failed" title={t('transaction.noneTitle')} text={t('transaction.noneText')}>
        <RetryLink />
      </TransactionCard>
    );
  }
  if (order.isError) {
    return (
      <div className="payments-page container">
        <PaymentsError error={order.error} />
      </div>
    );
  }
  if (!order.data || !view) {
    return (
      <TransactionCard
        state="loading"
        title={t('transaction.loadingTitle')}
        text={t('transaction.loadingText')}
      />
    );
  }
  const o = order.data.order;
  if (view === 'pending') {
    return (
      <TransactionCard
        state="pending"
        title={t('transaction.pendingTitle')}
        text={t('transaction.pendingText')}
      >
        <OrderLine order={o} />
      </TransactionCard>
    );
  }
  if (view === 'completed') {
    return (
      <TransactionCard
        state="completed"
        title={t('transaction.completedTitle')}
        text={t('transaction.completedText', { count: o.credits })}
      >
        <OrderLine order={o} />
        <p className="transaction-card__balance" data-testid="new-balance">
          {t('payments.balance', { count: user.credits })}
        </p>
        <Link to="/chats" className="btn btn-primary btn-lg">
          {t('transaction.continue')}
        </Link>
      </TransactionCard>
    );
  }
  const key = view === 'cancelled' ? 'cancelled' : view === 'refunded' ? 'refunded' : 'failed';
  return (
    <TransactionCard state={key} title={t(`transaction.${key}Title`)} text={t(`transaction.${key}Text`)}>
      <OrderLine order={o} />
      <RetryLink />
    </TransactionCard>
  );
}

function RetryLink() {
  const { t } = useTranslation();
  return (
    <Link to="/credits" className="btn btn-primary">
      {t('transaction.retry')}
    </Link>
  );
}

function OrderLine({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="transaction-card__order">
      {t('transaction.order', {
        id: order.id,
        count: order.credits,
        amount: formatPrice(order.amount, order.currency, i18n.language),
      })}
    </p>
  );
}

const ICONS: Record<string, string> = {
  completed: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z',
  failed: 'M11 7h2v7h-2zm0 9h2v2h-2zM12 2 1 21h22z',
  cancelled: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z',
  refunded: 'M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z',
};

function TransactionCard({
  state,
  title,
  text,
  children,
}: {
  state: 'loading' | 'pending' | View;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const busy = state === 'loading' || state === 'pending';
  return (
    <section className="payments-page container">
      <PaymentsModeBanner />
      <div
        className={`transaction-card transaction-card--${state}`}
        data-state={state}
        aria-busy={busy || undefined}
      >
        <div className="transaction-card__icon" aria-hidden="true">
          {busy ? (
            <span className="spinner-border" />
          ) : (
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path fill="currentColor" d={ICONS[state]} />
            </svg>
          )}
        </div>
        {/* Announced when the state changes (pending → completed while the member waits). */}
        <div role="status">
          <h1 className="h3">{title}</h1>
          <p className="lead">{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
