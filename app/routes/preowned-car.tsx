import '~/i18n/preowned-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data, redirect } from 'react-router';
import type { Route } from './+types/preowned-car';
import { PageContactForm } from '~/components/enquiries/page-contact-form';
import { VehicleGallery } from '~/components/fleet/vehicle-gallery';
import { TextField } from '~/components/forms/text-field';
import { CarFacts, SaleTerms } from '~/components/preowned/car-facts';
import { groupedNumber } from '~/components/preowned/format';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { contactFormStart } from '~/modules/enquiries/enquiry-page.server';
import { handleFormPost } from '~/modules/enquiries/form-action.server';
import { carStructuredData } from '~/modules/preowned/car-structured-data';
import { findCarForSale } from '~/modules/preowned/preowned-cars.server';
import { preownedEnquiryForm, testDriveForm } from '~/modules/preowned/preowned-enquiry.server';
import { REQUEST_FIELD, readPreownedRequest } from '~/modules/preowned/preowned-enquiry-form';
import { preownedReference } from '~/modules/preowned/preowned-reference';
import { preownedRules } from '~/modules/enquiries/contact-rules';
import { dubaiToday } from '~/utils/dubai-time';
import { notFound, readFormOrNull } from '~/utils/http.server';
import { formatAed, formatAedPlain } from '~/utils/money';
import { pageMeta } from '~/utils/meta';
import { recordId } from '~/utils/record-id';
import { pageLocale } from '~/utils/request-page';

async function carFor(params: { carId: string }, locale: Parameters<typeof findCarForSale>[1]) {
  const id = recordId(params.carId);
  const car = id ? await findCarForSale(id, locale) : null;
  if (!car) throw notFound();
  return car;
}

/** One car for sale: on sale or sold (a sold car keeps its page, marked Sold, without the forms). */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const car = await carFor(params, locale);
  return {
    car,
    reference: preownedReference(car.id),
    today: dubaiToday(),
    ...(await contactFormStart(request, url, locale)),
  };
}

/** The enquiry and the test drive request both post here; a hidden field says which. A sold car takes neither. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = pageLocale(context);
  const car = await carFor(params, locale);
  if (car.state === 'sold') throw notFound();
  const form = (await readFormOrNull(request)) ?? new FormData();
  const which = readPreownedRequest(form.get(REQUEST_FIELD));
  const enquired = { id: car.id, name: car.name, priceFils: car.priceFils };
  const answer =
    which === 'test-drive'
      ? await handleFormPost(request, locale, testDriveForm(enquired), { form })
      : await handleFormPost(request, locale, preownedEnquiryForm(enquired), { form });
  if ('redirectTo' in answer) return redirect(answer.redirectTo);
  return data({ ...answer.reply, request: which }, { status: answer.status, headers: answer.headers });
}

export const meta: Route.MetaFunction = (args) => {
  const car = args.loaderData?.car;
  if (!car) return [];
  const t = translator(localeFromPath(args.location.pathname));
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? '';
  const description = `${car.name}, ${car.mileageKm} km, ${car.bodyTypeLabel}: ${formatAed(car.priceFils, 'en')} ${t('preowned.vatIncluded')}.`;
  return [
    ...pageMeta(args, {
      title: car.state === 'sold' ? `${car.name} (${t('preowned.state.sold')})` : car.name,
      description,
      image: car.images[0]?.src,
    }),
    { 'script:ld+json': carStructuredData(car, `${origin}${args.location.pathname}`, origin, t('site.name')) },
  ];
};

export default function PreownedCar({ loaderData, actionData }: Route.ComponentProps) {
  const { car, reference, today } = loaderData;
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const sold = car.state === 'sold';
  const answered = (request: 'enquiry' | 'test-drive') =>
    actionData && actionData.request === request ? actionData : undefined;
  const page = `/preowned-cars/${car.id}`;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <nav aria-label={t('page.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
          <li>
            <Link to={to('/preowned-cars')} className="font-semibold text-navy-800 underline">
              {t('preowned.title')}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <Icon name="chevron-right" className="flip-rtl h-4 w-4 text-slate-500" />
            <span aria-current="page">
              <bdi>{car.name}</bdi>
            </span>
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <VehicleGallery images={car.images} label={t('gallery.label', { name: car.name })} />
        <div>
          <p className="text-sm font-bold tracking-wide text-sand-700 uppercase">{car.bodyTypeLabel}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            <bdi>{car.name}</bdi>
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            <bdi>{t('preowned.reference', { ref: reference })}</bdi> ·{' '}
            <bdi>{t('preowned.km', { km: groupedNumber(car.mileageKm, locale) })}</bdi> · {car.emirateLabel}
          </p>
          {car.state !== 'available' ? (
            <p
              className={`mt-4 inline-block rounded-md px-3 py-1 text-sm font-bold ${sold ? 'bg-navy-900 text-white' : 'bg-sand-100 text-navy-900'}`}
            >
              {t(`preowned.state.${car.state}`)}
            </p>
          ) : null}
          <p className="mt-4 text-slate-700">
            <span className="block text-sm">{t('preowned.price')}</span>
            <span
              className={`text-4xl font-bold whitespace-nowrap ${sold ? 'text-slate-600 line-through' : 'text-navy-900'}`}
            >
              {formatAedPlain(car.priceFils, locale)}
            </span>{' '}
            <span className="whitespace-nowrap">{t('preowned.vatIncluded')}</span>
          </p>
          {sold ? (
            <div className="mt-6 rounded-md bg-slate-100 p-4 text-slate-800">
              <p>{t('preowned.soldNotice')}</p>
              <Link
                to={to('/preowned-cars')}
                className="mt-3 inline-block rounded-md bg-action-600 px-5 py-2.5 font-bold text-white hover:bg-action-700"
              >
                {t('preowned.otherCars')}
              </Link>
            </div>
          ) : (
            <>
              {car.state === 'reserved' ? (
                <p className="mt-4 rounded-md bg-sand-100 p-3 text-sm text-slate-800">{t('preowned.reservedNotice')}</p>
              ) : null}
              <div className="mt-6 flex flex-wrap gap-3">
                <a
                  href="#preowned-enquiry"
                  className="inline-flex items-center gap-2 rounded-md bg-action-600 px-6 py-3 font-bold text-white hover:bg-action-700"
                >
                  <Icon name="message-square" className="h-5 w-5" />
                  {t('preowned.enquire.heading')}
                </a>
                <a
                  href="#preowned-test-drive"
                  className="inline-flex items-center gap-2 rounded-md border-2 border-navy-900 px-6 py-2.5 font-bold text-navy-900 hover:bg-navy-900 hover:text-white"
                >
                  <Icon name="calendar-check" className="h-5 w-5" />
                  {t('preowned.testDrive.heading')}
                </a>
              </div>
            </>
          )}
        </div>
      </div>

      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby="car-specs"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="car-specs" className="mb-2 text-xl font-bold text-navy-900">
            {t('preowned.specs')}
          </h2>
          <CarFacts car={car} />
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby="car-service"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="car-service" className="text-xl font-bold text-navy-900">
              {t('preowned.serviceHistory')}
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-800">{car.serviceHistory}</p>
            <h2 className="mt-5 text-xl font-bold text-navy-900">{t('preowned.warranty')}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-800">{car.warranty}</p>
          </section>
          <SaleTerms />
        </div>
      </div>

      {sold ? null : (
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <div id="preowned-enquiry" className="scroll-mt-24">
            <PageContactForm
              id="preowned-enquiry-form"
              rules={preownedRules}
              heading={t('preowned.enquire.heading')}
              intro={t('preowned.enquire.intro')}
              submitLabel={t('preowned.enquire.submit')}
              page={page}
              start={loaderData}
              actionData={answered('enquiry')}
              afterDone="reload"
              defaultMessage={t('preowned.enquire.message', { name: car.name, ref: reference })}
              extraFields={() => <input type="hidden" name={REQUEST_FIELD} value="enquiry" />}
            />
          </div>
          <div id="preowned-test-drive" className="scroll-mt-24">
            <PageContactForm
              id="preowned-test-drive-form"
              rules={preownedRules}
              heading={t('preowned.testDrive.heading')}
              intro={t('preowned.testDrive.intro')}
              submitLabel={t('preowned.testDrive.submit')}
              page={page}
              // Both forms return to the same page after a post without JavaScript: the thanks opens once, on the enquiry.
              start={{ ...loaderData, sent: false }}
              actionData={answered('test-drive')}
              afterDone="reload"
              defaultMessage={t('preowned.testDrive.message', { name: car.name, ref: reference })}
              loadValidator={() =>
                import('~/components/preowned/test-drive-validator').then(({ createTestDriveValidator }) =>
                  createTestDriveValidator(t, today),
                )
              }
              extraFields={({ fields, initial }) => (
                <>
                  <input type="hidden" name={REQUEST_FIELD} value="test-drive" />
                  <TextField
                    meta={fields.date}
                    label={t('preowned.testDrive.date')}
                    type="date"
                    min={today}
                    defaultValue={initial('date')}
                    dir="ltr"
                  />
                </>
              )}
            />
          </div>
        </div>
      )}
    </article>
  );
}
