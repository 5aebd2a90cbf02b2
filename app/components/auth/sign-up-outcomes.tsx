import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import type { SignUpReply } from '~/modules/auth/sign-up-form';

/**
 * The spec's info dialog. After a post without JavaScript it is rendered open and closes with a
 * plain method="dialog" form; with JavaScript it opens as a modal.
 */
export function InfoDialog({
  reply,
  message,
  openOnServer,
  loginLink,
}: {
  reply: SignUpReply;
  message: string;
  openOnServer: boolean;
  loginLink: React.ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (element.open) element.close();
    element.showModal();
  }, [reply]);
  return (
    <dialog
      ref={dialog}
      open={openOnServer || undefined}
      aria-labelledby="sign-up-info-heading"
      className="fixed inset-0 z-50 m-auto h-fit w-[min(26rem,90vw)] rounded-2xl bg-white p-6 text-navy-900 shadow-2xl ring-1 ring-slate-200 backdrop:bg-navy-900/60"
    >
      <div className="flex items-start gap-3">
        <Icon name="info" className="mt-0.5 h-6 w-6 shrink-0 text-navy-800" />
        <div>
          <h2 id="sign-up-info-heading" className="text-lg font-bold">
            {t('signup.infoTitle')}
          </h2>
          <p className="mt-2 text-slate-800">{message}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
        <span className="text-sm">{loginLink}</span>
        <form method="dialog">
          <button
            type="submit"
            autoFocus
            className="rounded-md bg-navy-900 px-8 py-2 font-bold text-white hover:bg-navy-800"
          >
            {t('signup.ok')}
          </button>
        </form>
      </div>
    </dialog>
  );
}

export function ThankYou({ onFinish }: { onFinish?: () => void }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <div role="status" className="py-6 text-center">
      <Icon name="circle-check" className="mx-auto h-14 w-14 text-emerald-600" />
      <h2 className="mt-3 text-2xl font-bold text-navy-900">{t('signup.thanksTitle')}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{t('signup.thanks')}</p>
      {onFinish ? (
        <button
          type="button"
          autoFocus
          onClick={onFinish}
          className="mt-6 rounded-md bg-navy-900 px-8 py-2.5 font-bold text-white hover:bg-navy-800"
        >
          {t('signup.done')}
        </button>
      ) : (
        <Link
          to={to('/')}
          className="mt-6 inline-block rounded-md bg-navy-900 px-8 py-2.5 font-bold text-white hover:bg-navy-800"
        >
          {t('signup.thanksHome')}
        </Link>
      )}
    </div>
  );
}
