import type { ReactNode } from 'react';

/** One section of the settings screen. */
export function SettingsCard({
  id,
  title,
  text,
  children,
  tone,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <section
      className={`settings-card${tone ? ` settings-card--${tone}` : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="settings-card__title">
        {title}
      </h2>
      {text && <p className="settings-card__text">{text}</p>}
      {children}
    </section>
  );
}

/** A success line after a saved section, announced politely. */
export function Saved({ children }: { children: ReactNode }) {
  return (
    <p className="alert alert-success py-2 mt-3 mb-0" role="status">
      {children}
    </p>
  );
}
