import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageList } from './searchParams';

/** Previous / next and page numbers, as links (the page is in the URL). */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="search-pagination" aria-label={t('search.pagination')}>
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          {page <= 1 ? (
            <span className="page-link" aria-disabled="true">
              ‹ <span className="d-none d-sm-inline">{t('search.previous')}</span>
            </span>
          ) : (
            <Link className="page-link" to={href(page - 1)} rel="prev" aria-label={t('search.previous')}>
              ‹ <span className="d-none d-sm-inline">{t('search.previous')}</span>
            </Link>
          )}
        </li>
        {pageList(page, pages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('search.page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li className={`page-item${page >= pages ? ' disabled' : ''}`}>
          {page >= pages ? (
            <span className="page-link" aria-disabled="true">
              <span className="d-none d-sm-inline">{t('search.next')}</span> ›
            </span>
          ) : (
            <Link className="page-link" to={href(page + 1)} rel="next" aria-label={t('search.next')}>
              <span className="d-none d-sm-inline">{t('search.next')}</span> ›
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
