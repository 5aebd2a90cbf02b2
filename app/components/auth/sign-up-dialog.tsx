import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFetcher, useLocation } from 'react-router';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { loader } from '~/routes/register';
import { SignUpForm } from './sign-up-form';

/**
 * The Sign up dialog: the /register form in a modal. It opens itself when mounted (the header
 * loads it lazily on the Register click) and reports every way of closing (Escape, the close
 * button, Done) through onClose. The country list comes from the /register loader, so no page
 * carries it before someone wants to sign up.
 */
export default function SignUpDialog({
  onClose,
  onSwitchToLogin,
}: {
  onClose: () => void;
  onSwitchToLogin?: () => void;
}) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const options = useFetcher<typeof loader>({ key: `sign-up-options-${locale}` });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // Loaded once per language and kept (the fetcher key is shared), so reopening is instant.
  const page = to('/register');
  const { data, state, load } = options;
  useEffect(() => {
    if (!data && state === 'idle') void load(page);
    // Only on opening: a failed load must not retry in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A link followed from inside (log in, terms) leaves the page: the dialog goes with it.
  useEffect(() => {
    if (pathname !== openedAt.current) dialog.current?.close();
  }, [pathname]);

  const close = () => dialog.current?.close();
  const switchToLogin = onSwitchToLogin
    ? () => {
        close();
        onSwitchToLogin();
      }
    : undefined;

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      // React passes a nested dialog's close up the component tree (the info dialog's OK): only this one's counts.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      // The dialog lives in <body>, but React bubbles its events to the header: keep them here.
      onSubmit={(event) => event.stopPropagation()}
      className="m-auto max-h-[94dvh] w-[min(44rem,94vw)] max-w-none overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-navy-900/60"
    >
      <div className="max-h-[94dvh] overflow-y-auto overscroll-contain p-5 sm:p-7">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-xl font-bold text-navy-900">
            {t('signup.pageTitle')}
          </h2>
          <button
            type="button"
            className="rounded-md p-2 text-navy-900 hover:bg-slate-100"
            aria-label={t('signup.close')}
            onClick={close}
          >
            <Icon name="x" className="h-6 w-6" />
          </button>
        </div>
        {data && 'countries' in data ? (
          <SignUpForm id="sign-up-dialog" options={data} onFinish={close} onSwitchToLogin={switchToLogin} />
        ) : (
          <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-700">
            <Icon name="loader-circle" className="h-5 w-5 animate-spin text-navy-800" />
            {t('signup.loading')}
          </p>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
