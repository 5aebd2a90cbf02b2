import { Icon } from '~/components/icons/icon';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type NavEntry, type NavGroup, isGroup } from './navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-white/10 focus-visible:bg-white/10 ${isActive ? 'text-sand-300' : 'text-white'}`;

/**
 * A menu of links under a button. It is a popover the browser opens itself, so it works the moment
 * the page is painted, before React has taken it over; the browser also closes it on Escape or a
 * click elsewhere and tells assistive technology whether it is open. React only closes it when
 * focus leaves it and after a client navigation.
 */
function MenuGroup({ group }: { group: NavGroup }) {
  const t = useT();
  const to = useLocalePath();
  const menu = useRef<HTMLUListElement>(null);
  const location = useLocation();
  // Closed after a client navigation, but not when React first takes over the page: a visitor may
  // have opened the menu before that.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    menu.current?.hidePopover();
  }, [location.pathname]);
  const id = `menu-${group.label.replace(/\W/g, '-')}`;
  const anchor = `--${id}`;
  return (
    <li
      className="group"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) menu.current?.hidePopover();
      }}
    >
      <button
        type="button"
        popoverTarget={id}
        style={{ anchorName: anchor }}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-white/10"
      >
        {t(group.label)}
        <Icon name="chevron-down" className="h-4 w-4 transition-transform group-has-[:popover-open]:rotate-180" />
      </button>
      <ul ref={menu} id={id} popover="auto" style={{ positionAnchor: anchor }} className="nav-menu">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={to(item.to)}
              className="block rounded-md px-3 py-2 text-sm text-navy-900 hover:bg-sand-100 focus-visible:bg-sand-100"
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MainNav({ entries }: { entries: NavEntry[] }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <nav aria-label={t('nav.main')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {entries.map((entry) =>
          isGroup(entry) ? (
            <MenuGroup key={entry.label} group={entry} />
          ) : (
            <li key={entry.to}>
              <NavLink to={to(entry.to)} end className={linkClass}>
                {t(entry.label)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
