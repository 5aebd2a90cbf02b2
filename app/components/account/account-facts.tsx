import '~/i18n/accounts-messages';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import { formatStoredDate } from './format';
import { formatDubaiDateTime } from '~/utils/dubai-time';

export type AccountFactsView = {
  email: string;
  phone: string;
  birthDate: string | null;
  licenceNumber: string | null;
  licenceExpiry: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  /** Which documents to expect: a resident's Emirates ID and UAE licence, a visitor's passport and home licence. */
  residency?: 'resident' | 'visitor' | null;
  createdAt: Date;
};

/** What staff check against the documents, in pairs that line up: contact, birth and sign-up dates, licence, passport, and the residency that says which documents to expect. */
export function AccountFacts({ account }: { account: AccountFactsView }) {
  const t = useT();
  const locale = useLocale();
  const missing = <span className="text-slate-500 italic">{t('account.notGiven')}</span>;
  const code = (value: string | null) => (value ? <bdi className="font-mono">{value}</bdi> : missing);
  const facts: Array<[MessageKey, React.ReactNode]> = [
    [
      'account.email',
      <a key="email" href={`mailto:${account.email}`} className="break-all text-navy-800 underline underline-offset-2">
        <bdi>{account.email}</bdi>
      </a>,
    ],
    [
      'account.phone',
      <a key="phone" href={`tel:${account.phone}`} className="text-navy-800 underline underline-offset-2">
        <bdi>{account.phone}</bdi>
      </a>,
    ],
    ['account.birthDate', formatStoredDate(account.birthDate, locale) ?? missing],
    ['review.registered', formatDubaiDateTime(account.createdAt, locale)],
    ['account.licenceNumber', code(account.licenceNumber)],
    ['account.licenceExpiry', formatStoredDate(account.licenceExpiry, locale) ?? missing],
    ['account.passportNumber', code(account.passportNumber)],
    ['account.passportExpiry', formatStoredDate(account.passportExpiry, locale) ?? missing],
    ...(account.residency === undefined
      ? []
      : ([
          [
            'booking.residency',
            account.residency ? t(account.residency === 'visitor' ? 'signup.visitor' : 'signup.resident') : missing,
          ],
        ] as Array<[MessageKey, React.ReactNode]>)),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="font-semibold text-slate-600">{t(label)}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
