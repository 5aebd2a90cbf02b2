import { Link } from 'react-router';
import type { MessageKey } from '~/i18n/en';
import { useLocalePath, useT } from '~/i18n/use-translation';
import type { InboxKind } from '~/modules/inbox/inbox-kinds';

export const kindLabel = (kind: InboxKind | 'all'): MessageKey => `inbox.kind.${kind}`;

/** The kinds as links with their counts; the search and filters travel along, so switching kind keeps them. */
export function InboxKindNav({
  kinds,
  active,
  counts,
  query,
}: {
  kinds: readonly (InboxKind | 'all')[];
  active: InboxKind | 'all';
  counts: Record<string, number>;
  query: string;
}) {
  const t = useT();
  const to = useLocalePath();
  return (
    <nav aria-label={t('inbox.kinds')}>
      <ul className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <li key={kind}>
            <Link
              to={to(kind === 'all' ? `/admin/inbox${query}` : `/admin/inbox/${kind}${query}`)}
              aria-current={kind === active ? 'page' : undefined}
              className="inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white aria-[current=page]:ring-navy-900"
            >
              {t(kindLabel(kind))}
              <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-800 tabular-nums">
                {counts[kind] ?? 0}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
