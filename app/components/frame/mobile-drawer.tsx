import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type FrameUser, type NavEntry, isGroup } from './navigation';

/**
 * The phone menu. A modal <dialog> makes the rest of the page inert (focus stays inside) and
 * closes on Escape natively.
 */
export function MobileDrawer({ entries, user }: { entries: NavEntry[]; user: FrameUser }) {
  const t = useT();
  const to = useLocalePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => dialog.current?.close(), [location.pathname]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="rounded-md p-2 text-white hover:bg-white/10"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        aria-label={t('nav.main')}
        className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-navy-900 shadow-2xl backdrop:bg-navy-900/60"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="font-bold">{t('site.name')}</span>
          <button type="button" className="rounded-md p-2 hover:bg-slate-100" aria-label={t('nav.closeMenu')} onClick={() => dialog.current?.close()}>
            <X className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t('nav.main')} className="px-2 py-3">
          <ul className="space-y-1">
            {entries.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.label}>
                  <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">{t(entry.label)}</p>
                  <ul>
                    {entry.items.map((item) => (
                      <li key={item.to}>
                        <Link to={to(item.to)} className="block rounded-md px-3 py-2 hover:bg-sand-100">
                          {t(item.label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.to}>
                  <Link to={to(entry.to)} className="block rounded-md px-3 py-2 font-semibold hover:bg-sand-100">
                    {t(entry.label)}
                  </Link>
                </li>
              ),
            )}
            {user ? (
              <>
                <li>
                  <Link to={to('/my-account')} className="block rounded-md px-3 py-2 font-semibold hover:bg-sand-100">
                    {t('nav.myAccount')}
                  </Link>
                </li>
                <li>
                  <Form method="post" action="/logout">
                    <button type="submit" className="block w-full rounded-md px-3 py-2 text-start font-semibold hover:bg-sand-100">
                      {t('nav.logout')}
                    </button>
                  </Form>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
      </dialog>
    </div>
  );
}
