import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { directionOf } from '~/i18n/locale';
import { useLocale } from '~/i18n/use-translation';
import { tabFromKey } from '~/components/content/tab-keys';

export type LinkTab = { id: string; label: string; href: string; panel: React.ReactNode };

/**
 * WAI-ARIA tabs whose state is the URL (?tab=...): each tab is a link, so a tab can be bookmarked,
 * reloaded and used without JavaScript. With JavaScript the arrow keys move between tabs (mirrored
 * in Arabic), Home and End jump to the ends. Every panel is rendered; the inactive ones are hidden.
 */
export function LinkTabs({
  items,
  active,
  idPrefix,
  label,
}: {
  items: LinkTab[];
  active: string;
  idPrefix: string;
  label: string;
}) {
  const rtl = directionOf(useLocale()) === 'rtl';
  const navigate = useNavigate();
  const tabs = useRef<Array<HTMLAnchorElement | null>>([]);
  const select = (index: number) => {
    const position = (index + items.length) % items.length;
    void navigate(items[position].href, { replace: true, preventScrollReset: true });
    tabs.current[position]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-300">
        {items.map((item, index) => (
          <Link
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            to={item.href}
            replace
            preventScrollReset
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-selected={active === item.id}
            aria-controls={`${idPrefix}-panel-${item.id}`}
            tabIndex={active === item.id ? 0 : -1}
            onKeyDown={(event) => {
              const target = tabFromKey(event.key, index, items.length, rtl);
              if (target === null) return;
              event.preventDefault();
              select(target);
            }}
            className={`-mb-px min-w-0 border-b-4 px-4 py-3 font-bold whitespace-nowrap sm:px-6 ${active === item.id ? 'border-sand-500 text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900'}`}
          >
            {item.label}
          </Link>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${item.id}`}
          aria-labelledby={`${idPrefix}-tab-${item.id}`}
          hidden={active !== item.id}
          className="pt-6"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
