import { Icon } from '~/components/icons/icon';
import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/use-translation';

/** Page links that keep every other query parameter, so filters survive paging and the back button. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const linkClass =
    'flex h-10 min-w-10 items-center justify-center rounded-md px-3 font-semibold ring-1 ring-slate-300 hover:bg-sand-100';
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass} aria-label={t('pagination.previous')}>
          <Icon name="chevron-left" className="flip-rtl h-4 w-4" />
        </Link>
      ) : null}
      {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
        <Link
          key={target}
          to={href(target)}
          aria-label={t('pagination.page', { page: target })}
          aria-current={target === page ? 'page' : undefined}
          className={`${linkClass} ${target === page ? 'bg-navy-900 text-white ring-navy-900 hover:bg-navy-900' : 'bg-white text-navy-900'}`}
        >
          {target}
        </Link>
      ))}
      {page < pages ? (
        <Link to={href(page + 1)} className={linkClass} aria-label={t('pagination.next')}>
          <Icon name="chevron-right" className="flip-rtl h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
