import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type NavEntry, type NavGroup, isGroup } from './navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-white/10 focus-visible:bg-white/10 ${isActive ? 'text-sand-300' : 'text-white'}`;

/** A disclosure menu: opens on click or keyboard, closes on Escape, outside click and navigation. */
function MenuGroup({ group }: { group: NavGroup }) {
  const t = useT();
  const to = useLocalePath();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const id = `menu-${group.label.replace(/\W/g, '-')}`;
  return (
    <li
      ref={ref}
      className="group relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-white/10"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t(group.label)}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <ul
        id={id}
        className={`absolute start-0 top-full z-30 min-w-64 rounded-lg bg-white p-2 shadow-xl ring-1 ring-black/5 ${open ? 'block' : 'hidden'}`}
      >
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
