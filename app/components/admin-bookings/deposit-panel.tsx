import '~/i18n/staff-messages';
import { type FormEvent, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Facts, cardClass } from '~/components/admin-bookings/booking-facts';
import { inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { DEPOSIT_REASON_MAX, readDepositForm } from '~/modules/payments/deposit-form';
import type { DepositPanelData } from '~/modules/payments/deposit-panel.server';
import { filsToAedText } from '~/modules/vehicles/aed-amount';
import { formatAed } from '~/utils/money';
import { formatDubaiDay } from '~/utils/dubai-time';

type Reply = { field: string; error: string };

const buttonClass = 'rounded-md px-4 py-2 font-bold text-white disabled:opacity-70';

/**
 * The booking's security deposit for staff: where it stands, and the forms for what may be done
 * now (take it by card or record it at the counter, capture part with what for, release the rest).
 * Each form posts to the booking's deposit route; a wrong field is shown at the field, with the
 * input kept, before anything is sent when the browser runs the same checks.
 */
export function DepositPanel({ bookingId, panel }: { bookingId: number; panel: DepositPanelData }) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const aed = (fils: number) => formatAed(fils, locale);
  const action = to(`/admin/bookings/${bookingId}/deposit`);
  const { deposit } = panel;
  const holding = deposit?.state === 'held' || deposit?.state === 'partly_captured';
  return (
    <section aria-labelledby="deposit-heading" className={cardClass}>
      <h2 id="deposit-heading" className="mb-3 text-xl font-bold text-navy-900">
        {t('deposits.title')}
      </h2>
      {deposit ? (
        <Facts
          items={[
            [t('deposits.fact.state'), t(`deposits.state.${deposit.state}` as MessageKey)],
            [t('deposits.fact.method'), t(`deposits.method.${deposit.method}` as MessageKey)],
            [t('deposits.fact.amount'), aed(deposit.amountFils)],
            ...(holding ? ([[t('deposits.fact.held'), aed(deposit.heldFils)]] as const) : []),
            ...(deposit.capturedFils
              ? ([
                  [
                    t('deposits.fact.captured'),
                    <ul key="captures">
                      {deposit.captures.map((capture) => (
                        <li key={capture.at}>
                          {t('deposits.capture.for', { amount: aed(capture.amountFils), reason: capture.reason })}
                        </li>
                      ))}
                    </ul>,
                  ],
                ] as const)
              : []),
            ...(deposit.releasedFils
              ? ([
                  [
                    t('deposits.fact.released'),
                    // What "released" meant: the provider cancels no part of a hold once some is captured.
                    t(`deposits.release.how.${deposit.release?.how ?? 'reversed'}` as MessageKey, {
                      amount: aed(deposit.releasedFils),
                      date: deposit.release?.lapsesBy ? formatDubaiDay(deposit.release.lapsesBy, locale) : '',
                    }),
                  ],
                ] as const)
              : []),
            ...(deposit.orderRef
              ? ([
                  [
                    t('deposits.fact.order'),
                    <span key="order" dir="ltr">
                      {deposit.orderRef}
                      {deposit.providerState ? ` (${deposit.providerState})` : ''}
                    </span>,
                  ],
                ] as const)
              : []),
          ]}
        />
      ) : (
        <p className="text-slate-700">{t('deposits.none')}</p>
      )}
      {deposit?.state === 'requested' ? (
        <p className="mt-3">
          <Link to={action} className="font-semibold text-navy-800 underline underline-offset-2" reloadDocument>
            {t('deposits.refresh')}
          </Link>
        </p>
      ) : null}
      {panel.mayTake ? <TakeDeposit action={action} offeredFils={panel.offeredFils} /> : null}
      {holding ? <CaptureDeposit action={action} /> : null}
      {holding ? <ReleaseDeposit action={action} heldFils={deposit.heldFils} /> : null}
    </section>
  );
}

/** Checks the form in the browser with the server's schema; a wrong field stops the post and shows its message. */
function useDepositForm() {
  const t = useT();
  const fetcher = useFetcher<Reply>();
  const [local, setLocal] = useState<Reply | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const fields: Record<string, unknown> = Object.fromEntries(new FormData(event.currentTarget));
    if (submitter?.name) fields[submitter.name] = submitter.value;
    const read = readDepositForm(fields);
    if (read.ok) return setLocal(null);
    event.preventDefault();
    setLocal({ field: read.field, error: t(read.error) });
  };
  return { fetcher, reply: local ?? fetcher.data, busy: fetcher.state !== 'idle', onSubmit };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
      {message ?? ''}
    </p>
  );
}

function TakeDeposit({ action, offeredFils }: { action: string; offeredFils: number }) {
  const t = useT();
  const locale = useLocale();
  const { fetcher, reply, busy, onSubmit } = useDepositForm();
  const amountError = reply?.field === 'amount' ? reply.error : undefined;
  const tenderError = reply?.field === 'tender' ? reply.error : undefined;
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={onSubmit}
      className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <p className="text-sm text-slate-700">{t('deposits.offered', { amount: formatAed(offeredFils, locale) })}</p>
      <label htmlFor="deposit-amount" className="mt-2 mb-1 block text-sm font-semibold text-navy-900">
        {t('deposits.amount')}
      </label>
      <input
        id="deposit-amount"
        name="amount"
        inputMode="decimal"
        dir="ltr"
        defaultValue={filsToAedText(offeredFils)}
        aria-invalid={amountError ? true : undefined}
        aria-describedby="deposit-amount-error"
        className={inputClass}
      />
      <FieldError id="deposit-amount-error" message={amountError} />
      <button type="submit" name="intent" value="card" disabled={busy} className={`${buttonClass} bg-navy-800`}>
        {t('deposits.take.card')}
      </button>
      <p className="mt-1 text-sm text-slate-600">{t('deposits.take.cardHint')}</p>
      <fieldset className="mt-4" aria-describedby="deposit-tender-error">
        <legend className="text-sm font-semibold text-navy-900">{t('deposits.tender')}</legend>
        {(['cash', 'card'] as const).map((tender) => (
          <label key={tender} className="me-4 inline-flex items-center gap-2">
            <input type="radio" name="tender" value={tender} />
            {t(`deposits.tender.${tender}`)}
          </label>
        ))}
      </fieldset>
      <FieldError id="deposit-tender-error" message={tenderError} />
      <button type="submit" name="intent" value="counter" disabled={busy} className={`${buttonClass} bg-emerald-700`}>
        {t('deposits.take.counter')}
      </button>
    </fetcher.Form>
  );
}

function CaptureDeposit({ action }: { action: string }) {
  const t = useT();
  const { fetcher, reply, busy, onSubmit } = useDepositForm();
  const amountError = reply?.field === 'amount' ? reply.error : undefined;
  const reasonError = reply?.field === 'reason' ? reply.error : undefined;
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={onSubmit}
      aria-labelledby="deposit-capture-title"
      className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="deposit-capture-title" className="font-bold text-navy-900">
        {t('deposits.capture.title')}
      </h3>
      <label htmlFor="deposit-capture-amount" className="mt-2 mb-1 block text-sm font-semibold text-navy-900">
        {t('deposits.amount')}
      </label>
      <input
        id="deposit-capture-amount"
        name="amount"
        inputMode="decimal"
        dir="ltr"
        aria-invalid={amountError ? true : undefined}
        aria-describedby="deposit-capture-amount-error"
        className={inputClass}
      />
      <FieldError id="deposit-capture-amount-error" message={amountError} />
      <label htmlFor="deposit-capture-reason" className="mb-1 block text-sm font-semibold text-navy-900">
        {t('deposits.capture.reason')}
      </label>
      <input
        id="deposit-capture-reason"
        name="reason"
        dir="auto"
        maxLength={DEPOSIT_REASON_MAX}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby="deposit-capture-reason-error"
        className={inputClass}
      />
      <FieldError id="deposit-capture-reason-error" message={reasonError} />
      <button type="submit" name="intent" value="capture" disabled={busy} className={`${buttonClass} bg-amber-700`}>
        {t('deposits.capture.submit')}
      </button>
    </fetcher.Form>
  );
}

function ReleaseDeposit({ action, heldFils }: { action: string; heldFils: number }) {
  const t = useT();
  const locale = useLocale();
  const { fetcher, busy, onSubmit } = useDepositForm();
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={onSubmit}
      aria-labelledby="deposit-release-title"
      className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="deposit-release-title" className="font-bold text-navy-900">
        {t('deposits.release.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('deposits.release.hint')}</p>
      <button type="submit" name="intent" value="release" disabled={busy} className={`${buttonClass} mt-2 bg-navy-800`}>
        {t('deposits.release.submit', { amount: formatAed(heldFils, locale) })}
      </button>
    </fetcher.Form>
  );
}
