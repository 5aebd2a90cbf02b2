import '~/i18n/staff-messages';
import { data, redirectDocument } from 'react-router';
import type { Route } from './+types/admin-booking-deposit';
import { localizePath } from '~/i18n/locale';
import { formatDubaiDay } from '~/utils/dubai-time';
import { translator } from '~/i18n/translate';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { env } from '~/modules/config/env.server';
import { readDepositForm } from '~/modules/payments/deposit-form';
import {
  captureDeposit,
  confirmCardDeposit,
  recordCounterDeposit,
  releaseDeposit,
  startCardDeposit,
} from '~/modules/payments/deposits.server';
import { PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { formatAed } from '~/utils/money';
import { notFound, readFormOrNull, requireRecordId } from '~/utils/http.server';
import { pageLocale } from '~/utils/request-page';

/**
 * The deposit panel's actions on the staff booking page: take a deposit by card (to the provider's
 * page and back here), record one left at the counter, capture part, release. Each answers with a
 * redirect to the booking page and a message, or 400 with the message at the field.
 */

export type DepositReply = { field: string; error: string };

const refusals = {
  already: 'deposits.refused.already',
  booking_state: 'deposits.refused.bookingState',
  not_held: 'deposits.refused.notHeld',
  car_out: 'deposits.refused.carOut',
  provider: 'deposits.refused.provider',
} as const;

/** The provider sends the renter back here with ?ref=: the order is read from the provider, never taken from the URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-booking-deposit');
  const locale = pageLocale(context);
  const t = translator(locale);
  const bookingId = requireRecordId(params.bookingId);
  const back = localizePath(`/admin/bookings/${bookingId}`, locale);
  const deposit = await confirmCardDeposit({ bookingId }).catch((error: unknown) => {
    if (error instanceof PaymentProviderError) return 'provider' as const;
    throw error;
  });
  if (deposit === null) throw notFound();
  if (deposit === 'provider') return redirectWithFlash(back, { kind: 'error', message: t(refusals.provider) });
  const amount = formatAed(deposit.amountFils, locale);
  if (deposit.state === 'requested')
    return redirectWithFlash(back, { kind: 'info', message: t('deposits.done.requested') });
  if (deposit.state === 'failed') return redirectWithFlash(back, { kind: 'error', message: t('deposits.done.failed') });
  return redirectWithFlash(back, { kind: 'success', message: t('deposits.done.held', { amount }) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-deposit');
  const locale = pageLocale(context);
  const t = translator(locale);
  const aed = (fils: number) => formatAed(fils, locale);
  const bookingId = requireRecordId(params.bookingId);
  const back = localizePath(`/admin/bookings/${bookingId}`, locale);
  const form = await readFormOrNull(request);
  const read = readDepositForm(form ? Object.fromEntries(form) : {});
  if (!read.ok) return data<DepositReply>({ field: read.field, error: t(read.error) }, { status: 400 });
  const input = read.value;
  const refused = (reason: keyof typeof refusals) =>
    redirectWithFlash(back, { kind: 'error', message: t(refusals[reason]) });

  if (input.intent === 'card') {
    const returnUrl = new URL(localizePath(`/admin/bookings/${bookingId}/deposit`, locale), env().APP_URL).toString();
    const started = await startCardDeposit({ bookingId, amountFils: input.amount, staffId: staff.id, returnUrl });
    if (started.ok) return redirectDocument(started.paymentUrl);
    if (started.reason === 'not_found') throw notFound();
    return refused(started.reason);
  }
  if (input.intent === 'counter') {
    const recorded = await recordCounterDeposit({
      bookingId,
      amountFils: input.amount,
      tender: input.tender,
      staffId: staff.id,
    });
    if (recorded.ok)
      return redirectWithFlash(back, {
        kind: 'success',
        message: t('deposits.done.counter', { amount: aed(input.amount) }),
      });
    if (recorded.reason === 'not_found') throw notFound();
    return refused(recorded.reason);
  }
  if (input.intent === 'capture') {
    const captured = await captureDeposit({
      bookingId,
      amountFils: input.amount,
      reason: input.reason,
      staffId: staff.id,
    });
    if (captured.ok)
      return redirectWithFlash(back, {
        kind: 'success',
        message: t('deposits.done.captured', { amount: aed(input.amount) }),
      });
    if (captured.reason === 'too_much')
      return data<DepositReply>(
        { field: 'amount', error: t('deposits.error.tooMuch', { amount: aed(captured.heldFils ?? 0) }) },
        { status: 400 },
      );
    if (captured.reason === 'not_found') throw notFound();
    return refused(captured.reason);
  }
  const released = await releaseDeposit({ bookingId, staffId: staff.id });
  if (released.ok)
    return redirectWithFlash(back, {
      kind: 'success',
      message: released.lapsesBy
        ? t('deposits.done.lapses', {
            amount: aed(released.releasedFils),
            date: formatDubaiDay(released.lapsesBy, locale),
          })
        : t('deposits.done.released', { amount: aed(released.releasedFils) }),
    });
  if (released.reason === 'not_found') throw notFound();
  return refused(released.reason);
}
