import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiRequestError, errorMessageKey } from '../../api/errors';
import { ErrorPage } from '../../components/ErrorPage';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';

/** What the error page shows for an error thrown while matching, loading or rendering a route. */
export function describeRouteError(error: unknown): { status: number; kind: 'notFound' | 'api' | 'other' } {
  if (isRouteErrorResponse(error))
    return { status: error.status, kind: error.status === 404 ? 'notFound' : 'other' };
  if (error instanceof ApiRequestError) {
    return { status: error.status || 500, kind: error.status === 404 ? 'notFound' : 'api' };
  }
  return { status: 500, kind: 'other' };
}

/** Router errorElement: reloads once for a failed lazy chunk, otherwise shows the error page. */
export function RouteError() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkError);

  useEffect(() => {
    if (chunkError) setReloading(reloadForChunkError());
  }, [chunkError]);

  useEffect(() => {
    if (!chunkError && !isRouteErrorResponse(error)) console.error(error);
  }, [error, chunkError]);

  if (reloading) {
    return (
      <div className="page-spinner" role="status">
        <span className="spinner-border text-primary" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  const { status, kind } = describeRouteError(error);
  if (kind === 'notFound') return <ErrorPage status={404} />;
  if (kind === 'api') {
    return (
      <ErrorPage
        status={status}
        message={t(errorMessageKey(error, (k) => i18n.exists(k)) as 'errors.generic')}
      />
    );
  }
  return <ErrorPage status={status} message={status >= 500 ? t('errors.generic') : undefined} />;
}
