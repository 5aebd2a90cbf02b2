import { Icon } from '~/components/icons/icon';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';

/**
 * The frame of the Login and Reset dialogs: a native modal <dialog> (the page behind is inert,
 * focus stays inside, Escape closes it) that opens itself when mounted and reports every way of
 * closing through onClose. A link followed from inside leaves the page, and the dialog goes too.
 */
export function AuthDialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: (close: () => void) => React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useEffect(() => {
    if (pathname !== openedAt.current) dialog.current?.close();
  }, [pathname]);

  const close = () => dialog.current?.close();
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) close();
      }}
      // The dialog lives in <body>, but React bubbles its events to the header: keep them here.
      onSubmit={(event) => event.stopPropagation()}
      className="m-auto max-h-[94dvh] w-[min(28rem,94vw)] max-w-none overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-navy-900/60"
    >
      <div className="max-h-[94dvh] overflow-y-auto overscroll-contain p-5 sm:p-7">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-xl font-bold text-navy-900">
            {title}
          </h2>
          <button
            type="button"
            className="rounded-md p-2 text-navy-900 hover:bg-slate-100"
            aria-label={closeLabel}
            onClick={close}
          >
            <Icon name="x" className="h-6 w-6" />
          </button>
        </div>
        {children(close)}
      </div>
    </dialog>,
    document.body,
  );
}
