import '~/i18n/forms-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/career';
import { CareerForm } from '~/components/career/career-form';
import { CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { copyFor } from '~/modules/content/page-copy.server';
import { localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocalePath } from '~/i18n/use-translation';
import { getUser } from '~/modules/auth/guards.server';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { phoneToE164 } from '~/utils/phone.server';
import { checkCareerAttachments, submitCareerApplication } from '~/modules/enquiries/career-applications.server';
import { careerSchema } from '~/modules/enquiries/career-form';
import { isNationality, nationalityChoices, nationalityName } from '~/modules/enquiries/career-nationalities.server';
import { SENT_PARAM, wasSent } from '~/modules/enquiries/form-action.server';
import { HONEYPOT_FIELD } from '~/modules/enquiries/honeypot';
import { allowFormSubmission } from '~/modules/enquiries/submit-form.server';
import { dubaiToday } from '~/utils/dubai-time';
import { clientAddress, readFormData } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { logger } from '~/modules/config/logger.server';

const PAGE = '/career-with-us';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const prefill = await contactPrefill(request);
  return {
    copy: await copyFor('career-with-us', locale),
    countries: dialCountries(locale),
    nationalities: nationalityChoices(locale),
    today: dubaiToday(),
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(url),
  };
}

/**
 * The shared enquiry flow (see handleFormPost), plus the attachments: checked by their content
 * before anything is stored, then stored privately with the application.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context);
  const t = translator(locale);
  const isFetch = request.headers.get('Sec-Fetch-Mode') !== 'navigate';
  const success = () =>
    isFetch
      ? { ok: true as const, message: t('forms.success') }
      : redirect(`${localizePath(PAGE, locale)}?${SENT_PARAM}=1`);
  const form = await readFormData(request);
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '') return success();

  const submission = parseWithZod(form, {
    schema: careerSchema({ t, phoneToE164, today: dubaiToday(), isNationality }),
  });
  if (submission.status !== 'success') return data({ ok: false as const, result: submission.reply() }, { status: 400 });
  const { attachments, ...application } = submission.value;
  const checked = await checkCareerAttachments(attachments, t);
  if (!checked.ok)
    return data(
      { ok: false as const, result: submission.reply({ fieldErrors: { attachments: checked.errors } }) },
      { status: 400 },
    );
  const allowed = await allowFormSubmission(clientAddress(request));
  if (!allowed.allowed) {
    return data(
      { ok: false as const, result: submission.reply({ formErrors: [t('forms.tooMany')] }) },
      { status: 429, headers: { 'Retry-After': String(allowed.retryAfterSeconds) } },
    );
  }
  try {
    const user = await getUser(request);
    await submitCareerApplication(
      { ...application, nationalityName: nationalityName(application.nationality) },
      checked.files,
      { locale, userId: user?.id ?? null },
    );
  } catch (error) {
    logger().error({ err: error }, 'storing a career application failed');
    return data(
      { ok: false as const, result: submission.reply({ formErrors: [t('career.failed')] }) },
      { status: 500 },
    );
  }
  return success();
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.copy.title,
        description: args.loaderData.copy.metaDescription,
        keywords: args.loaderData.copy.metaKeywords,
      })
    : [];

export default function Career({
  loaderData: { copy, countries, nationalities, today, prefill, sent },
  actionData,
}: Route.ComponentProps) {
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-10">
        <CopySections sections={copy.sections} />
        <CareerForm
          countries={countries}
          nationalities={nationalities}
          today={today}
          prefill={prefill}
          lastResult={actionData && !actionData.ok ? actionData.result : undefined}
          sent={sent}
          pageHref={to(PAGE)}
        />
      </div>
    </article>
  );
}
