import { Icon } from '~/components/icons/icon';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { NOTICE_PARAM, authNotices, isAuthNotice } from '~/modules/auth/notices';

/**
 * The modal the home page opens with after a reset link: 'Error' when the link was bad, 'Success'
 * after a new password. It is driven by a code in the URL (the words come from the catalogue);
 * closing it takes the code out of the address bar, so a reload or a shared link does not bring it
 * back. Without JavaScript the same message shows as a plain box.
 */
export function NoticeModal({ onLogin }: { onLogin?: () => void }) {
  const t = useT();
  const to = useLocalePath();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const code = new URLSearchParams(location.search).get(NOTICE_PARAM);
  const notice = isAuthNotice(code) && closedAt !== location.key ? authNotices[code] : null;

  useEffect(() => {
    if (notice && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [notice]);
  if (!notice) return null;

  const params = new URLSearchParams(location.search);
  params.delete(NOTICE_PARAM);
  const rest = params.size ? `?${params}` : '';
  const cleanUrl = `${location.pathname}${rest}${location.hash}`;
  const onClose = () => {
    setClosedAt(location.key);
    // The router's own history entry is kept; only the visible address loses the code.
    window.history.replaceState(window.history.state, '', cleanUrl);
  };

  const title = notice.kind === 'error' ? t('notice.errorTitle') : t('notice.successTitle');

  const body = (labelled: boolean) => (
    <>
      <Icon
        name={notice.kind === 'error' ? 'circle-x' : 'circle-check'}
        className={`mx-auto h-12 w-12 ${notice.kind === 'error' ? 'text-red-600' : 'text-emerald-600'}`}
      />
      <h2 id={labelled ? headingId : undefined} className="mt-3 text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{t(notice.message)}</p>
    </>
  );
  return (
    <>
      <noscript>
        <div
          role="alert"
          className="mx-auto my-4 max-w-md rounded-2xl bg-white p-6 text-center text-navy-900 shadow-lg ring-1 ring-slate-200"
        >
          {body(false)}
          <a href={cleanUrl} className="mt-5 inline-block rounded-md bg-navy-900 px-8 py-2.5 font-bold text-white">
            {t('notice.ok')}
          </a>
        </div>
      </noscript>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        role={notice.kind === 'error' ? 'alertdialog' : undefined}
        onClose={onClose}
        className="m-auto w-[min(26rem,90vw)] rounded-2xl bg-white p-6 text-center text-navy-900 shadow-2xl backdrop:bg-navy-900/60"
      >
        {body(true)}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className="rounded-md bg-navy-900 px-8 py-2.5 font-bold text-white hover:bg-navy-800"
          >
            {t('notice.ok')}
          </button>
          {'offersLogin' in notice && onLogin ? (
            <a
              href={to('/login')}
              className="rounded-md border border-navy-800 px-6 py-2.5 font-semibold text-navy-900 hover:bg-slate-100"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                dialog.current?.close();
                onLogin();
              }}
            >
              {t('login.submit')}
            </a>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
