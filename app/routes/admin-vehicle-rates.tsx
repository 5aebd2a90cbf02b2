import '~/i18n/staff-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-vehicle-rates';
import { StaffPage } from '~/components/content-admin/staff-page';
import { BlockedCarsPanel } from '~/components/vehicles-admin/blocked-cars-panel';
import { RatesForm } from '~/components/vehicles-admin/rates-form';
import { ChangeHistory } from '~/components/content-admin/change-history';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { LocalizedText } from '~/db/schema';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { currentBlocks, unblockCars } from '~/modules/fleet/blocked-cars.server';
import { submitBlock } from '~/modules/bookings/make-room/submit-block.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { filsToAedText } from '~/modules/vehicles/aed-amount';
import { rateAmounts, ratesSchema } from '~/modules/vehicles/rates-form';
import { findVehicleForStaff } from '~/modules/vehicles/vehicle-admin.server';
import { ratesHistory } from '~/modules/vehicles/vehicle-history.server';
import { findNewestRateCard, listCarsPerBranch, saveRates } from '~/modules/vehicles/vehicle-rates.server';
import { mayOpen } from '~/modules/auth/permissions';
import { CarsPerBranch } from '~/components/cars/cars-per-branch';
import { notFound, readFormData } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { dubaiToday, formatDubaiDateTime } from '~/utils/dubai-time';
import { readableHistory } from '~/modules/audit/readable-history.server';
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
  const user = await requireStaffScreen(request, 'admin-vehicle-rates');
  const locale = pageLocale(context);
  const vehicle = await vehicleFor(params);
  const [card, fleet, history, blocks] = await Promise.all([
    findNewestRateCard(vehicle.id),
    listCarsPerBranch(vehicle.id),
    ratesHistory(vehicle.id),
    currentBlocks(vehicle.id),
  ]);
  const place = (row: { cityLabel: LocalizedText; nameLabel: LocalizedText }) =>
    `${localized(row.cityLabel, locale)} – ${localized(row.nameLabel, locale)}`;
  const amounts = Object.fromEntries(rateAmounts.map((key) => [key, card ? filsToAedText(card[key]) : '']));
  return data(
    {
      vehicle: { id: vehicle.id, name: `${vehicle.brand} ${vehicle.name}` },
      since: card?.createdAt ?? null,
      carsPerBranch: fleet.map((row) => ({ branchId: row.branchId, label: place(row), cars: row.cars })),
      mayOpenCars: mayOpen(user.roles, 'admin-cars'),
      values: amounts,
      history: await readableHistory(history, 'rate_card', locale),
      blocks: blocks.map((block) => ({
        id: block.id,
        cars: block.cars,
        branch: place(block),
        startsAt: block.startsAt.toISOString(),
        lastDay: new Date(block.endsAt.getTime() - 86_400_000).toISOString(),
        reason: block.reason,
        note: block.note,
        blockedBy: block.blockedBy,
      })),
      blockBranches: fleet
        .filter((row) => row.cars > 0)
        .map((row) => ({ branchId: row.branchId, label: place(row), cars: row.cars })),
      today: dubaiToday(),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-vehicle-rates');
  const locale = pageLocale(context);
  const t = translator(locale);
  const vehicle = await vehicleFor(params);
  const form = await readFormData(request);
  const back = localizePath(`/admin/vehicles/${vehicle.id}/rates`, locale);
  const intent = form.get('intent');
  if (intent === 'block') {
    const blocking = await submitBlock(user.id, vehicle.id, form, t);
    if (blocking.kind === 'invalid')
      return data({ blockResult: blocking.reply, inTheWay: blocking.inTheWay }, { status: 400 });
    return redirectWithFlash(back, {
      kind: 'success',
      message: blocking.changed ? t('blocks.savedWithChanges', { n: blocking.changed }) : t('blocks.saved'),
    });
  }
  if (intent === 'unblock') {
    const blockId = recordId(String(form.get('blockId') ?? ''));
    const removed = blockId !== null && (await unblockCars(user.id, blockId, vehicle.id));
    return redirectWithFlash(back, {
      kind: removed ? 'success' : 'info',
      message: t(removed ? 'blocks.removed' : 'blocks.notFound'),
    });
  }
  const submission = parseWithZod(form, { schema: ratesSchema({ t }) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const saved = await saveRates(user.id, vehicle.id, submission.value);
  const changed = saved.rateCardId !== null;
  return redirectWithFlash(back, {
    kind: changed ? 'success' : 'info',
    message: t(changed ? 'vehicles.rates.saved' : 'vehicles.rates.unchanged'),
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: t('vehicles.rates.title', { name: args.loaderData?.vehicle.name ?? '' }),
    noIndex: true,
  });
};

/** A model's rate card, the cars each branch counts (from the cars' records) and those taken out of service; a rate change applies to new quotes only. */
export default function AdminVehicleRates({
  loaderData: { vehicle, since, carsPerBranch, mayOpenCars, values, history, blocks, blockBranches, today },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  return (
    <StaffPage heading={t('vehicles.rates.title', { name: vehicle.name })} intro={t('vehicles.rates.intro')}>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link
          to={to('/admin/vehicles')}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('vehicles.back')}
        </Link>
        <Link
          to={to(`/rent-a-car-form/${vehicle.id}`)}
          className="font-semibold text-navy-800 underline underline-offset-2"
        >
          {t('vehicles.editNamed', { name: vehicle.name })}
        </Link>
      </p>
      <p className="text-slate-700">
        {since ? t('vehicles.rates.since', { date: formatDubaiDateTime(since, locale) }) : t('vehicles.rates.noneYet')}
      </p>
      <RatesForm
        vehicleId={vehicle.id}
        defaultValue={values}
        lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
      />
      <CarsPerBranch vehicleId={vehicle.id} branches={carsPerBranch} mayOpenCars={mayOpenCars} />
      <BlockedCarsPanel
        key={blocks.map((block) => block.id).join()}
        blocks={blocks}
        branches={blockBranches}
        today={today}
        lastResult={actionData && 'blockResult' in actionData ? actionData.blockResult : undefined}
        inTheWay={actionData && 'inTheWay' in actionData ? actionData.inTheWay : []}
      />
      <ChangeHistory events={history} of="vehicles" />
    </StaffPage>
  );
}
