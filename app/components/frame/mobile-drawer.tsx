import { Icon } from '~/components/icons/icon';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type ShowAuthDialog, dialogLinkProps } from './auth-dialogs';
import { LogoutForm } from './logout-form';
import { type FrameUser, type NavEntry, isGroup, phoneMenuActions } from './navigation';

const itemClass = 'block w-full rounded-md px-3 py-2 text-start font-semibold hover:bg-sand-100';

/**
 * The phone menu. A modal <dialog> makes the rest of the page inert (focus stays inside) and
 * closes on Escape natively. It repeats the menu and adds the account entries: the user's name,
 * My Account and Logout, or Login and Register for a visitor. Its contents exist only while it is
 * open: the desktop menu already carries the same links, and every page would otherwise lay out and
 * hydrate them twice.
 */
export function MobileDrawer({
  entries,
  user,
  onAuthDialog,
}: {
  entries: NavEntry[];
  user: FrameUser;
  onAuthDialog: ShowAuthDialog;
}) {
  const t = useT();
  const to = useLocalePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The drawer closes before a Login or Register dialog opens; focus then returns to the menu button.
  const authLink = (kind: 'login' | 'signup') =>
    dialogLinkProps(kind, onAuthDialog, { before: () => dialog.current?.close(), opener: () => menuButton.current });
  const location = useLocation();
  useEffect(() => dialog.current?.close(), [location.pathname]);

  return (
    <div className="lg:hidden">
      <button
        ref={menuButton}
        type="button"
        className="rounded-md p-2 text-white hover:bg-white/10"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        onClick={() => {
          // The links are in the dialog before it takes focus, so focus lands on its first control.
          flushSync(() => setOpen(true));
          dialog.current?.showModal();
        }}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <dialog
        ref={dialog}
        aria-label={t('nav.main')}
        className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-navy-900 shadow-2xl backdrop:bg-navy-900/60"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
        onClose={() => setOpen(false)}
      >
        {open ? (
          <>
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <span className="font-bold">{t('site.name')}</span>
              <button
                type="button"
                className="rounded-md p-2 hover:bg-slate-100"
                aria-label={t('nav.closeMenu')}
                onClick={() => dialog.current?.close()}
              >
                <Icon name="x" className="h-6 w-6" />
              </button>
            </div>
            <nav aria-label={t('nav.main')} className="px-2 py-3">
              <ul className="grid grid-cols-3 gap-2 px-1 pb-3">
                {phoneMenuActions.map((action) => (
                  <li key={action.to}>
                    <Link
                      to={to(action.to)}
                      className="flex h-full min-h-12 items-center justify-center rounded-md bg-action-600 px-2 py-2 text-center text-sm leading-tight font-bold text-white hover:bg-action-700"
                    >
                      {t(action.label)}
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="space-y-1">
                {entries.map((entry) =>
                  isGroup(entry) ? (
                    <li key={entry.label}>
                      <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">
                        {t(entry.label)}
                      </p>
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
                    <li className="mt-3 border-t border-slate-200 pt-3">
                      <p className="flex items-center gap-2 px-3 py-2 font-bold">
                        <Icon name="user-round" className="h-5 w-5 text-navy-800" />
                        <span className="truncate">{user.name}</span>
                      </p>
                    </li>
                    <li>
                      <Link to={to('/my-account')} className={itemClass}>
                        {t('nav.myAccount')}
                      </Link>
                    </li>
                    <li>
                      <LogoutForm className={itemClass} />
                    </li>
                  </>
                ) : (
                  <>
                    <li className="mt-3 border-t border-slate-200 pt-3">
                      <a href={to('/login')} {...authLink('login')} className={itemClass}>
                        {t('nav.login')}
                      </a>
                    </li>
                    <li>
                      <a href={to('/register')} {...authLink('signup')} className={itemClass}>
                        {t('nav.register')}
                      </a>
                    </li>
                  </>
                )}
              </ul>
            </nav>
          </>
        ) : null}
      </dialog>
    </div>
  );
}
