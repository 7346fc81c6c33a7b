import type { ReactNode } from 'react';

/** The card that holds an account form or message (login, reset, activation, …). */
export function AccountCard({
  title,
  intro,
  children,
  footer,
  icon = 'heart',
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  icon?: 'heart' | 'check' | 'alert' | 'mail' | 'lock';
}) {
  return (
    <section className="account-page container">
      <div className="account-card">
        <div className={`account-card__icon account-card__icon--${icon}`} aria-hidden="true">
          <CardIcon name={icon} />
        </div>
        <h1 className="account-card__title">{title}</h1>
        {intro && <p className="account-card__intro">{intro}</p>}
        {children}
        {footer && <div className="account-card__footer">{footer}</div>}
      </div>
    </section>
  );
}

const PATHS: Record<string, string> = {
  heart:
    'M12 21s-7.5-4.6-7.5-10.3C4.5 7.6 6.7 5.5 9.3 5.5c1.2 0 2.1.6 2.7 1.5.6-.9 1.5-1.5 2.7-1.5 2.6 0 4.8 2.1 4.8 5.2C19.5 16.4 12 21 12 21z',
  check: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z',
  alert: 'M11 7h2v7h-2zm0 9h2v2h-2zM12 2 1 21h22z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7 8-5H4zm0 2L4 9v8h16V9z',
  lock: 'M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z',
};

function CardIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
