import { Icon } from '~/components/icons/icon';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFetcher, useLocation } from 'react-router';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { BookingFormOptions } from './booking-enquiry-form';

// The form's code comes with the first dialog opened (the home page has it already).
const loadForm = () => import('./booking-enquiry-form');
const BookingEnquiryForm = lazy(() => loadForm().then((module) => ({ default: module.BookingEnquiryForm })));

function Loading() {
  const t = useT();
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-700">
      <Icon name="loader-circle" className="h-5 w-5 animate-spin text-navy-800" />
      {t('booking.dialogLoading')}
    </p>
  );
}

/**
 * The hidden trigger of the booking search form. It is a link to the booking page (with the vehicle
 * type preset), so it works without JavaScript and opens in a new tab when asked to; a plain click
 * opens the form in a modal dialog instead. The form's lists are loaded from the booking page's
 * loader on first open and shared by every trigger on the page.
 */
export function BookingDialogLink({
  vehicleType,
  vehicleModelId,
  className,
  children,
}: {
  vehicleType?: string;
  /** The car whose page this is (RENT IT): the priced list shows it first, as the visitor's choice. */
  vehicleModelId?: number;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const page = to('/booking-enquiry');
  const query = new URLSearchParams();
  if (vehicleType) query.set('type', vehicleType);
  if (vehicleType && vehicleModelId) query.set('model', String(vehicleModelId));
  const href = query.size ? `${page}?${query}` : page;
  const options = useFetcher<{ options: BookingFormOptions }>({ key: `booking-form-options-${locale}` });
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  // A submitted enquiry moves to its results page: the dialog has done its job.
  useEffect(() => dialog.current?.close(), [pathname]);

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (!options.data && options.state === 'idle') options.load(page);
    setOpen(true);
  };

  return (
    <>
      <a
        ref={trigger}
        href={href}
        aria-haspopup="dialog"
        className={className}
        onClick={onClick}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
      >
        {children}
      </a>
      {open
        ? createPortal(
            <dialog
              ref={dialog}
              aria-labelledby={headingId}
              className="m-auto max-h-[94dvh] w-[min(52rem,94vw)] max-w-none overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-navy-900/60"
              onClose={() => {
                setOpen(false);
                trigger.current?.focus();
              }}
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
              // The dialog lives in <body>, but React still bubbles its events to the trigger's
              // ancestors, such as the fleet page's filter form: keep the booking form's submit here.
              onSubmit={(event) => event.stopPropagation()}
            >
              <div className="max-h-[94dvh] overflow-y-auto overscroll-contain p-5 sm:p-6">
                <div className="mb-4 flex items-center justify-between gap-4">
                  <h2 id={headingId} className="text-xl font-bold text-navy-900">
                    {t('booking.boxHeading')}
                  </h2>
                  <button
                    type="button"
                    className="rounded-md p-2 text-navy-900 hover:bg-slate-100"
                    aria-label={t('booking.dialogClose')}
                    onClick={() => dialog.current?.close()}
                  >
                    <Icon name="x" className="h-6 w-6" />
                  </button>
                </div>
                {options.data ? (
                  <Suspense fallback={<Loading />}>
                    <BookingEnquiryForm
                      compact
                      options={options.data.options}
                      presetType={vehicleType}
                      presetModel={vehicleType ? vehicleModelId : undefined}
                    />
                  </Suspense>
                ) : (
                  <Loading />
                )}
              </div>
            </dialog>,
            document.body,
          )
        : null}
    </>
  );
}
