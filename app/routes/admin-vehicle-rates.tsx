import '~/i18n/staff-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { ArrowLeft } from 'lucide-react';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-vehicle-rates';
import { formatDubaiDateTime } from '~/components/account/format';
import { StaffPage } from '~/components/content-admin/staff-page';
import { RatesForm } from '~/components/vehicles-admin/rates-form';
import { VehicleHistory } from '~/components/vehicles-admin/vehicle-history';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { hasRole, requireRole } from '~/modules/auth/guards.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { filsToAedText } from '~/modules/vehicles/aed-amount';
import { rateAmounts, ratesSchema } from '~/modules/vehicles/rates-form';
import { findVehicleForStaff } from '~/modules/vehicles/vehicle-admin.server';
import { ratesHistory } from '~/modules/vehicles/vehicle-history.server';
import { findNewestRateCard, listBranchFleet, saveRatesAndFleet } from '~/modules/vehicles/vehicle-rates.server';
import { notFound, readFormData } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { recordId } from '~/utils/record-id';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

async function vehicleFor(params: { vehicleId: string }) {
  const id = recordId(params.vehicleId);
  const vehicle = id ? await findVehicleForStaff(id) : undefined;
  if (!vehicle) throw notFound();
  return vehicle;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, 'cms');
  const locale = pageLocale(context);
  const vehicle = await vehicleFor(params);
  const [card, fleet, history] = await Promise.all([findNewestRateCard(vehicle.id), listBranchFleet(vehicle.id), ratesHistory(vehicle.id)]);
  const amounts = Object.fromEntries(rateAmounts.map((key) => [key, card ? filsToAedText(card[key]) : '']));
  return data(
    {
      vehicle: { id: vehicle.id, name: `${vehicle.brand} ${vehicle.name}` },
      since: card?.createdAt ?? null,
      branches: fleet.map((row) => ({ branchId: row.branchId, label: `${localized(row.cityLabel, locale)} – ${localized(row.nameLabel, locale)}` })),
      values: { ...amounts, fleet: fleet.map((row) => ({ branchId: String(row.branchId), cars: String(row.cars) })) },
      history,
      isOwner: hasRole(user, 'owner'),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'cms');
  const locale = pageLocale(context);
  const t = translator(locale);
  const vehicle = await vehicleFor(params);
  const branchIds = (await listBranchFleet(vehicle.id)).map((row) => row.branchId);
  const submission = parseWithZod(await readFormData(request), { schema: ratesSchema({ t, branchIds }) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const saved = await saveRatesAndFleet(user.id, vehicle.id, submission.value);
  const changed = saved.rateCardId !== null || saved.fleetChanged;
  return redirectWithFlash(localizePath(`/admin/vehicles/${vehicle.id}/rates`, locale), { kind: changed ? 'success' : 'info', message: t(changed ? 'vehicles.rates.saved' : 'vehicles.rates.unchanged') });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('vehicles.rates.title', { name: args.loaderData?.vehicle.name ?? '' }), noIndex: true });
};

/** A model's rate card and the cars each branch holds; a change applies to new quotes only. */
export default function AdminVehicleRates({ loaderData: { vehicle, since, branches, values, history, isOwner }, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  return (
    <StaffPage heading={t('vehicles.rates.title', { name: vehicle.name })} intro={t('vehicles.rates.intro')} isOwner={isOwner}>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={to('/admin/vehicles')} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2">
          <ArrowLeft className="flip-rtl h-4 w-4" aria-hidden="true" />
          {t('vehicles.back')}
        </Link>
        <Link to={to(`/rent-a-car-form/${vehicle.id}`)} className="font-semibold text-navy-800 underline underline-offset-2">
          {t('vehicles.editNamed', { name: vehicle.name })}
        </Link>
      </p>
      <p className="text-slate-700">{since ? t('vehicles.rates.since', { date: formatDubaiDateTime(since, locale) }) : t('vehicles.rates.noneYet')}</p>
      <RatesForm vehicleId={vehicle.id} branches={branches} defaultValue={values} lastResult={actionData?.result} />
      <VehicleHistory events={history} />
    </StaffPage>
  );
}
