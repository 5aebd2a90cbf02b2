import { useRef, useState } from 'react';
import { directionOf } from '~/i18n/locale';
import { useLocale } from '~/i18n/use-translation';
import { tabFromKey } from './tab-keys';

export type TabItem = { id: string; label: string; panel: React.ReactNode };

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (mirrored in Arabic, where
 * the next tab sits to the left), Home and End jump to the ends. `idPrefix` keeps ids unique.
 */
export function Tabs({ items, idPrefix, labelledBy }: { items: TabItem[]; idPrefix: string; labelledBy: string }) {
  const rtl = directionOf(useLocale()) === 'rtl';
  const [active, setActive] = useState(items[0]?.id);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (index: number) => {
    const position = (index + items.length) % items.length;
    setActive(items[position].id);
    tabs.current[position]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-labelledby={labelledBy} className="flex gap-1 overflow-x-auto border-b border-slate-300">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-selected={active === item.id}
            aria-controls={`${idPrefix}-panel-${item.id}`}
            tabIndex={active === item.id ? 0 : -1}
            onClick={() => setActive(item.id)}
            onKeyDown={(event) => {
              const target = tabFromKey(event.key, index, items.length, rtl);
              if (target === null) return;
              event.preventDefault();
              select(target);
            }}
            className={`-mb-px min-w-0 border-b-4 px-3 py-3 text-sm font-bold sm:px-5 sm:text-base ${active === item.id ? 'border-sand-500 text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900'}`}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${item.id}`}
          aria-labelledby={`${idPrefix}-tab-${item.id}`}
          tabIndex={0}
          hidden={active !== item.id}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-navy-800"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
