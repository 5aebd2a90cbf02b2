import { Form } from 'react-router';
import { useT } from '~/i18n/use-translation';
import { cardClass } from './booking-facts';

/** The links that open the booking from the customer's mails: how many are live, revoke them, mail a new one. */
export function ManageLinkPanel({ live }: { live: number }) {
  const t = useT();
  return (
    <section aria-labelledby="manage-link-heading" className={cardClass}>
      <h2 id="manage-link-heading" className="mb-2 text-xl font-bold text-navy-900">
        {t('bookings.manageLink.heading')}
      </h2>
      <p className="text-slate-700">{t('bookings.manageLink.why')}</p>
      <p className="mt-2 font-semibold">{t('bookings.manageLink.live', { count: live })}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        {live > 0 ? (
          <button
            type="submit"
            name="intent"
            value="revokeManageLinks"
            className="rounded-md bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800"
          >
            {t('bookings.manageLink.revoke')}
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="issueManageLink"
          className="rounded-md bg-navy-800 px-4 py-2 font-bold text-white hover:bg-navy-900"
        >
          {t('bookings.manageLink.issue')}
        </button>
      </Form>
    </section>
  );
}
