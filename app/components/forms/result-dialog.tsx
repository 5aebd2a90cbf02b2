import { Icon } from '~/components/icons/icon';
import { useEffect, useRef } from 'react';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import type { FormReply } from '~/modules/enquiries/form-action.server';
import '~/i18n/forms-messages';

type ResultDialogProps = {
  id: string;
  kind: 'success' | 'error';
  /** Open it (after a fetcher's answer, or on the page a form without JavaScript returned to). */
  open: boolean;
  /** Rendered open in the server's HTML: the page a form without JavaScript returned to. */
  openOnServer?: boolean;
  message: string;
  /** Defaults: 'Success' / 'Error'. */
  title?: string;
  /** Defaults: 'Done' for success, 'Ok' for errors. */
  buttonLabel?: string;
  /** Without JavaScript the button is a link to this page (the spec's Done that reloads it); else a plain button. */
  reloadHref?: string;
  /** Called when the visitor closes it: the button, Escape, or the link's click with JavaScript. */
  onClose: () => void;
  /**
   * The form whose first field gets the focus once the dialog has closed: Done renders the form
   * afresh, so the button that opened the dialog is gone and the focus would fall to the page.
   */
  returnFocusTo?: string;
};

/** Focuses a form's first field a visitor can fill (not the hidden bot trap), after the form re-renders. */
export function focusFirstField(formId: string) {
  requestAnimationFrame(() => {
    const field = document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea');
    field?.focus();
  });
}

/**
 * The spec's Success / Error modal with its Done / Ok button. A native modal dialog: focus stays
 * inside, Escape closes it, the button has focus when it opens. The server can render it open
 * (non-modal) for visitors without JavaScript; with JavaScript it is reopened as a real modal.
 */
export function ResultDialog({
  id,
  kind,
  open,
  openOnServer = false,
  message,
  title,
  buttonLabel,
  reloadHref,
  onClose,
  returnFocusTo,
}: ResultDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  // Closing the server's non-modal dialog to reopen it as a modal is not the visitor's Done.
  const reopening = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      if (element.open) {
        reopening.current = true;
        element.close();
      }
      return;
    }
    if (element.open && !element.matches(':modal')) {
      reopening.current = true;
      element.close();
    }
    if (!element.open) element.showModal();
  }, [open]);

  const label = buttonLabel ?? (kind === 'success' ? t('forms.done') : t('forms.ok'));
  const buttonClass = 'mt-5 inline-block rounded-md bg-navy-900 px-8 py-2.5 font-bold text-white hover:bg-navy-800';
  return (
    <dialog
      ref={dialog}
      id={id}
      open={openOnServer || undefined}
      role={kind === 'error' ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-message`}
      onClose={() => {
        if (reopening.current) reopening.current = false;
        else {
          onClose();
          if (returnFocusTo) focusFirstField(returnFocusTo);
        }
      }}
      className="fixed inset-0 z-50 m-auto w-[min(24rem,90vw)] rounded-2xl bg-white p-6 text-center text-navy-900 shadow-2xl ring-1 ring-slate-200 backdrop:bg-navy-900/60"
    >
      <Icon
        name={kind === 'success' ? 'circle-check' : 'circle-x'}
        className={`mx-auto h-12 w-12 ${kind === 'success' ? 'text-emerald-600' : 'text-red-600'}`}
      />
      <h2 id={`${id}-heading`} className="mt-3 text-xl font-bold">
        {title ?? (kind === 'success' ? t('forms.successTitle') : t('forms.errorTitle'))}
      </h2>
      <p id={`${id}-message`} className="mt-2 text-slate-700">
        {message}
      </p>
      {reloadHref ? (
        <a
          href={reloadHref}
          autoFocus
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            dialog.current?.close();
          }}
          className={buttonClass}
        >
          {label}
        </a>
      ) : (
        <button type="button" autoFocus onClick={() => dialog.current?.close()} className={buttonClass}>
          {label}
        </button>
      )}
    </dialog>
  );
}

/**
 * The thanks after an enquiry-type form is sent: opened by the fetcher's answer with JavaScript, or
 * rendered open on the page a form without JavaScript came back to (?sent=1). Done returns to the
 * page's own address, and the focus to the form's first field.
 */
export function SentDialog({
  id,
  formId,
  sent,
  reply,
  fallback = 'forms.success',
  pageHref,
  onDone,
}: {
  id: string;
  formId: string;
  sent: boolean;
  /** The fetcher's answer: its message is the form's own thanks. */
  reply: FormReply | undefined;
  /** The thanks without the fetcher's answer (the page came back with ?sent=1). */
  fallback?: MessageKey;
  pageHref: string;
  onDone: () => void;
}) {
  const t = useT();
  return (
    <ResultDialog
      id={id}
      kind="success"
      open={sent || reply?.ok === true}
      openOnServer={sent}
      message={reply?.ok ? reply.message : t(fallback)}
      reloadHref={pageHref}
      onClose={onDone}
      returnFocusTo={formId}
    />
  );
}
