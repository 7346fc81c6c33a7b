import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setTitleOverride } from '../app-state/site/pageTitle';
import { i18n } from '../i18n/i18n';

export interface ErrorPageProps {
  /** HTTP-like status; default 500. */
  status?: number;
  /** Already translated message; default "Error" (404: "This page could not be found"). */
  message?: string;
}

function ErrorPageContent({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const text = message ?? (notFound ? t('errors.notFound') : t('errors.title'));
  useEffect(() => {
    setTitleOverride(text);
    return () => setTitleOverride(null);
  }, [text]);
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <div className="error-page__card">
        <p className="error-page__status" aria-hidden="true">
          {status}
        </p>
        <h1 id="error-title" className="error-page__title">
          {text}
        </h1>
        <p className="text-body-secondary">{t('errors.statusLabel', { status })}</p>
        {notFound && (
          <Link to="/" className="btn btn-primary btn-lg mt-2">
            {t('errors.backHome')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** English fallbacks when even i18next is unusable. */
function safeT(
  key: 'errors.fallbackTitle' | 'errors.fallbackHome' | 'errors.details',
  fallback: string,
): string {
  try {
    return i18n.isInitialized ? i18n.t(key) : fallback;
  } catch {
    return fallback;
  }
}

export function ErrorPageFallback({ error }: { error: unknown }) {
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <section className="error-page container" role="alert">
      <div className="error-page__card">
        <h1 className="error-page__title">
          {safeT('errors.fallbackTitle', 'An error occurred while showing the error page')}
        </h1>
        <details className="text-start my-3">
          <summary>{safeT('errors.details', 'Details')}</summary>
          <pre className="small text-wrap">{details}</pre>
        </details>
        {/* A plain link: the router itself may be what failed. */}
        <a href="/" className="btn btn-primary">
          {safeT('errors.fallbackHome', 'Go back to home')}
        </a>
      </div>
    </section>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (this.state.failed) return <ErrorPageFallback error={this.state.error} />;
    return this.props.children;
  }
}

/** The error page (docs/product.md#screens, #when-something-fails), guarded: if it fails to render, a minimal fallback shows. */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  );
}
