import { Icon } from '~/components/icons/icon';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * A native modal <dialog>: the page behind is inert, focus stays inside, Escape and the backdrop
 * close it, and focus returns to whatever opened it. Rendered only while open.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
  size = 'md',
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: React.ReactNode;
  size?: 'sm' | 'md';
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // React sets autoFocus by script, which showModal() cannot see: a marked control gets the focus instead of the close button.
    element?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => opener?.focus();
  }, []);
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
        if (event.target === event.currentTarget && outside) event.currentTarget.close();
      }}
      className={`m-auto max-h-[94dvh] ${size === 'sm' ? 'w-[min(28rem,94vw)]' : 'w-[min(44rem,94vw)]'} max-w-none overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-navy-900/60`}
    >
      <div className="max-h-[94dvh] overflow-y-auto overscroll-contain p-5 sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-xl font-bold text-navy-900">
            {title}
          </h2>
          <button
            type="button"
            className="rounded-md p-2 text-navy-900 hover:bg-slate-100"
            aria-label={closeLabel}
            onClick={() => dialog.current?.close()}
          >
            <Icon name="x" className="h-6 w-6" />
          </button>
        </div>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
