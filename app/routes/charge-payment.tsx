import '~/i18n/booking-messages';
import { Form, data, redirectDocument } from 'react-router';
import { eq } from 'drizzle-orm';
import type { Route } from './+types/charge-payment';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { db } from '~/db/client.server';
import { bookings } from '~/db/schema';
import { getUser } from '~/modules/auth/guards.server';
import { chargeForPayer, confirmChargePayment, restOf } from '~/modules/counter/charges/charge-payments.server';
import { PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import { notFound, requireRecordId } from '~/utils/http.server';
import { formatAed } from '~/utils/money';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

/**
 * The page behind the payment link of a charge after the rental: opened with the link's token, or
 * by the booking's owner signed in. The provider sends the customer back here, and the payment is
 * read from the provider, never taken from the redirect.
 */

const privateHeaders = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

async function chargeFor(request: Request, params: Route.LoaderArgs['params']) {
  const user = await getUser(request);
  const charge = await chargeForPayer(requireRecordId(params.chargeId), { token: params.token, userId: user?.id });
  if (!charge) throw notFound();
  return charge;
}

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const found = await chargeFor(request, params);
  const charge = await confirmChargePayment(found).catch((error: unknown) => {
    if (error instanceof PaymentProviderError) return found;
    throw error;
  });
  const [booking] = await db()
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, charge.bookingId));
  const aed = (fils: number) => formatAed(fils, locale);
  return data(
    {
      reference: booking.reference,
      kind: charge.kind,
      invoiceNumber: charge.invoiceNumber,
      total: aed(charge.totalFils),
      fromDeposit: charge.fromDepositFils > 0 ? aed(charge.fromDepositFils) : null,
      rest: aed(restOf(charge)),
      state: charge.state,
      returned: url.searchParams.has('ref'),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const charge = await chargeFor(request, params);
  if (charge.state !== 'awaiting_payment' || !charge.paymentUrl) return data(null, { status: 409 });
  return redirectDocument(charge.paymentUrl);
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: translator(localeFromPath(args.location.pathname))('charges.kind.return'),
    noIndex: true,
  });

export default function ChargePayment({ loaderData: charge }: Route.ComponentProps) {
  const t = useT();
  return (
    <article>
      <PageHero heading={t('charges.title', { reference: charge.reference })} />
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
        <h2 className="text-xl font-bold text-navy-900">
          {t(`charges.kind.${charge.kind}`)} · {t('charges.invoice', { number: charge.invoiceNumber })}
        </h2>
        <table className="w-full text-start">
          <tbody>
            <tr>
              <th scope="row" className="py-1 text-start font-normal">
                {t('charges.total')}
              </th>
              <td className="py-1 text-end font-semibold">{charge.total}</td>
            </tr>
            {charge.fromDeposit && (
              <tr>
                <th scope="row" className="py-1 text-start font-normal">
                  {t('charges.fromDeposit')}
                </th>
                <td className="py-1 text-end">{charge.fromDeposit}</td>
              </tr>
            )}
            {charge.state !== 'paid' && (
              <tr className="border-t border-slate-300">
                <th scope="row" className="py-1 text-start font-semibold">
                  {t('charges.rest')}
                </th>
                <td className="py-1 text-end font-bold">{charge.rest}</td>
              </tr>
            )}
          </tbody>
        </table>
        {charge.state === 'paid' ? (
          <p role="status" className="font-semibold text-green-800">
            {t('charges.paid')}
          </p>
        ) : charge.state === 'awaiting_payment' ? (
          <>
            {charge.returned && <p role="status">{t('charges.pending')}</p>}
            <Form method="post" reloadDocument>
              <button type="submit" className="rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white">
                {t('charges.pay', { amount: charge.rest })}
              </button>
            </Form>
          </>
        ) : (
          <p>{t('charges.atCounter', { amount: charge.rest, reference: charge.reference })}</p>
        )}
      </div>
    </article>
  );
}
