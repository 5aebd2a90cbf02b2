import { Icon } from '~/components/icons/icon';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { invokerCommandsSupported } from './invoker-commands';

/**
 * A list's filter panel: one <dialog> inside the list's GET form, always shown as a sidebar on a
 * desktop and opened as a modal drawer on a phone (focus stays inside, Escape closes it). The buttons
 * carry invoker commands, so a phone that has not yet run the page's script still opens the drawer;
 * elsewhere React opens it once it has taken over. A new search closes it.
 */
export function FilterDrawer({
  id,
  title,
  showLabel,
  closeLabel,
  applyLabel,
  children,
}: {
  id: string;
  title: string;
  showLabel: string;
  closeLabel: string;
  applyLabel: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (dialog.current?.open && window.matchMedia('(max-width: 1023px)').matches) dialog.current.close();
  }, [location.search]);
  return (
    <>
      <button
        type="button"
        commandfor={id}
        command="show-modal"
        className="flex items-center gap-2 rounded-md px-4 py-2 font-semibold text-navy-900 ring-1 ring-slate-300 lg:hidden"
        onClick={() => {
          if (!invokerCommandsSupported()) dialog.current?.showModal();
        }}
      >
        <Icon name="sliders-horizontal" className="h-4 w-4" />
        {showLabel}
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-label={title}
        className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,90vw)] max-w-none overflow-y-auto bg-white p-5 backdrop:bg-navy-900/60 lg:static lg:block lg:h-auto lg:w-auto lg:overflow-visible lg:rounded-2xl lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-slate-200"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-bold text-navy-900">{title}</h2>
          <button
            type="button"
            commandfor={id}
            command="close"
            className="rounded-md p-2 hover:bg-slate-100 lg:hidden"
            aria-label={closeLabel}
            onClick={() => {
              if (!invokerCommandsSupported()) dialog.current?.close();
            }}
          >
            <Icon name="x" className="h-5 w-5" />
          </button>
        </div>
        <div className="space-y-4">{children}</div>
        <button
          type="submit"
          className="mt-6 w-full rounded-md bg-action-600 px-4 py-2.5 font-bold text-white hover:bg-action-700"
        >
          {applyLabel}
        </button>
      </dialog>
    </>
  );
}
