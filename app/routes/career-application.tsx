import '~/i18n/forms-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/career-application';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { CareerAttachments } from '~/components/career/career-attachments';
import { PageHero } from '~/components/content/page-hero';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { findCareerApplication } from '~/modules/enquiries/career-applications.server';
import { notFound } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { recordId } from '~/utils/record-id';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'career-detail');
  const id = recordId(params.id) ?? 0;
  const application = id > 0 ? await findCareerApplication(id) : undefined;
  if (!application) throw notFound();
  return data({ application }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: args.loaderData ? t('career.detailTitle', { id: args.loaderData.application.id }) : t('nav.career'),
    noIndex: true,
  });
};

/** The stored English labels, shown in the page's language. */
const detailLabels: Record<string, MessageKey> = {
  'Date of birth': 'career.birthDate',
  'Visa status': 'career.visaStatus',
  Nationality: 'career.nationality',
  'Currently employed': 'career.employed',
  Address: 'career.address',
  'Current or last position': 'career.reporting',
  Strengths: 'career.strengths',
  'Can join': 'career.joining',
};

/** One application for the staff who hire: every field as sent, CVs to download, images in view. */
export default function CareerApplication({ loaderData: { application } }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const facts: Array<[string, React.ReactNode]> = [
    [t('career.name'), application.name],
    [
      t('career.email'),
      application.email ? (
        <a href={`mailto:${application.email}`} className="break-all text-navy-800 underline underline-offset-2">
          <bdi>{application.email}</bdi>
        </a>
      ) : (
        '-'
      ),
    ],
    [
      t('career.phone'),
      application.phone ? (
        <a href={`tel:${application.phone}`} className="text-navy-800 underline underline-offset-2">
          <bdi dir="ltr">{application.phone}</bdi>
        </a>
      ) : (
        '-'
      ),
    ],
    ...Object.entries(application.details).map(([label, value]): [string, React.ReactNode] => [
      detailLabels[label] ? t(detailLabels[label]) : label,
      Array.isArray(value) ? (value as unknown[]).join(', ') : String(value ?? '-'),
    ]),
    [t('career.additional'), application.message ?? '-'],
  ];
  return (
    <article>
      <PageHero heading={t('career.detailTitle', { id: application.id })}>
        <p className="mt-3 text-slate-200">
          {t('career.detailReceived', { date: formatDubaiDateTime(application.createdAt, locale) })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
        <Link
          to={to('/admin/inbox/career')}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('career.detailBack')}
        </Link>
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-sm font-semibold text-slate-600">{label}</dt>
                <dd className="mt-0.5 whitespace-pre-line break-words text-slate-900" dir="auto">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <CareerAttachments attachments={application.attachments} />
      </div>
    </article>
  );
}
