import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/booking-enquiry';
import { BookingEnquiryForm } from '~/components/booking/booking-enquiry-form';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { getUser } from '~/modules/auth/guards.server';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { bookingFormOptions } from '~/modules/bookings/customer-steps/booking-form-options.server';
import { chosenModelOfType, createEnquiry } from '~/modules/bookings/customer-steps/booking-enquiries.server';
import { minimumAgesOf } from '~/modules/bookings/customer-steps/enquiry-choices';
import { enquirySchema } from '~/modules/bookings/customer-steps/enquiry-form';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { pageMeta } from '~/utils/meta';
import { phoneToE164 } from '~/utils/phone.server';
import { pageLocale } from '~/utils/request-page';
import { readFormData } from '~/utils/http.server';
import { recordId } from '~/utils/record-id';

/** The booking enquiry as a page: the form for phones without JavaScript, and the action every booking form posts to. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const presetType = url.searchParams.get('type') ?? undefined;
  // An offer for some pick-up branches opens the form at its first (decision 083); an unknown one is dropped.
  const branch = url.searchParams.get('branch') ?? undefined;
  const options = await bookingFormOptions(pageLocale(context), await contactPrefill(request), branch);
  return {
    options,
    presetType,
    presetBranch: options.branches.some((candidate) => candidate.value === branch) ? branch : undefined,
    // Without JavaScript RENT IT comes here with the car's id; a malformed one is dropped.
    presetModel: (presetType && recordId(url.searchParams.get('model'))) || undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context);
  const options = await bookingFormOptions(locale, await contactPrefill(request));
  const schema = enquirySchema({
    t: translator(locale),
    branches: options.branches,
    vehicleTypes: options.vehicleTypes.map((type) => type.name),
    minimumAges: minimumAgesOf(options.vehicleTypes),
    collectionCities: options.collectionLocations.map((location) => location.city),
    now: new Date(),
    phoneToE164,
  });
  const submission = parseWithZod(await readFormData(request), { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { vehicleType, vehicleModelId } = submission.value;
  const [enquiryKey, chosenModel] = await Promise.all([
    createEnquiry(submission.value, { locale, userId: (await getUser(request))?.id ?? null }),
    chosenModelOfType(vehicleModelId, vehicleType),
  ]);
  const t = translator(locale);
  // The chosen car rides in the priced list's address ('model' there is the model filter, hence 'choice').
  const pricedList = `/booking/${enquiryKey}/${encodeURIComponent(vehicleType)}${chosenModel ? `?choice=${chosenModel}` : ''}`;
  return redirectWithFlash(localizePath(pricedList, locale), { kind: 'success', message: t('booking.thankYou') });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('booking.pageTitle'), description: t('booking.pageIntro') });
};

export default function BookingEnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article>
      <PageHero heading={t('booking.pageTitle')} intro={t('booking.pageIntro')} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <BookingEnquiryForm
            options={loaderData.options}
            presetType={loaderData.presetType}
            presetBranch={loaderData.presetBranch}
            presetModel={loaderData.presetModel}
            lastResult={actionData?.result}
          />
        </div>
      </div>
    </article>
  );
}
