import '~/i18n/staff-messages';
import { Form, data } from 'react-router';
import type { Route } from './+types/admin-blocks';
import { StaffPage, panelClass, primaryButton } from '~/components/content-admin/staff-page';
import { BlockedCarsPanel } from '~/components/vehicles-admin/blocked-cars-panel';
import { inputClass } from '~/components/forms/field';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import type { LocalizedText } from '~/db/schema';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { submitBlock } from '~/modules/bookings/make-room/submit-block.server';
import { currentBlocks, modelsInStock, unblockCars } from '~/modules/fleet/blocked-cars.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { listCarsPerBranch } from '~/modules/vehicles/vehicle-rates.server';
import { readFormData } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { dubaiToday, formatDubaiDay } from '~/utils/dubai-time';
import { pageLocale } from '~/utils/request-page';
import { recordId } from '~/utils/record-id';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

const chosenModel = (url: URL) => recordId(url.searchParams.get('model') ?? '');

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-blocks');
  const locale = pageLocale(context);
  const place = (row: { cityLabel: LocalizedText; nameLabel: LocalizedText }) =>
    `${localized(row.cityLabel, locale)} – ${localized(row.nameLabel, locale)}`;
  const [models, blocks] = await Promise.all([modelsInStock(), currentBlocks()]);
  const modelId = chosenModel(url);
  const model = models.find((row) => row.id === modelId);
  const fleet = model ? await listCarsPerBranch(model.id) : [];
  const rows = blocks.map((block) => ({
    id: block.id,
    vehicleModelId: block.vehicleModelId,
    vehicle: `${block.brand} ${block.vehicle}`,
    cars: block.cars,
    branch: place(block),
    startsAt: block.startsAt.toISOString(),
    lastDay: new Date(block.endsAt.getTime() - 86_400_000).toISOString(),
    reason: block.reason,
    note: block.note,
    blockedBy: block.blockedBy,
  }));
  return data(
    {
      models: models.map((row) => ({ id: row.id, label: `${row.brand} ${row.name}` })),
      model: model ? { id: model.id, label: `${model.brand} ${model.name}` } : null,
      blocks: rows,
      blockBranches: fleet
        .filter((row) => row.cars > 0)
        .map((row) => ({ branchId: row.branchId, label: place(row), cars: row.cars })),
      today: dubaiToday(),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-blocks');
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormData(request);
  const modelId = chosenModel(url);
  const back = localizePath(`/admin/blocks${modelId ? `?model=${modelId}` : ''}`, locale);
  if (form.get('intent') === 'unblock') {
    const blockId = recordId(String(form.get('blockId') ?? ''));
    const removed = blockId !== null && (await unblockCars(user.id, blockId));
    return redirectWithFlash(back, {
      kind: removed ? 'success' : 'info',
      message: t(removed ? 'blocks.removed' : 'blocks.notFound'),
    });
  }
  if (form.get('intent') !== 'block' || modelId === null)
    return data({ blockResult: undefined, inTheWay: [] }, { status: 400 });
  const blocking = await submitBlock(user.id, modelId, form, t);
  if (blocking.kind === 'invalid')
    return data({ blockResult: blocking.reply, inTheWay: blocking.inTheWay }, { status: 400 });
  return redirectWithFlash(back, {
    kind: 'success',
    message: blocking.changed ? t('blocks.savedWithChanges', { n: blocking.changed }) : t('blocks.saved'),
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('blocks.admin.title'), noIndex: true });

/** Every model's blocked cars for the counter, and one model's block form with the bookings in its way. */
export default function AdminBlocks({
  loaderData: { models, model, blocks, blockBranches, today },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <StaffPage heading={t('blocks.admin.title')} intro={t('blocks.admin.intro')}>
      <section aria-labelledby="all-blocks-heading" className={panelClass}>
        <h2 id="all-blocks-heading" className="mb-2 text-xl font-bold text-navy-900">
          {t('blocks.admin.all')}
        </h2>
        {blocks.length === 0 ? (
          <p className="text-slate-700">{t('blocks.admin.none')}</p>
        ) : (
          <ul className="space-y-1">
            {blocks.map((block) => (
              <li key={block.id} className="text-sm text-slate-800">
                {t('blocks.admin.rowModel', {
                  vehicle: block.vehicle,
                  cars: block.cars,
                  branch: block.branch,
                  from: formatDubaiDay(block.startsAt, locale),
                  to: formatDubaiDay(block.lastDay, locale),
                })}
                {` · ${t(`blocks.reason.${block.reason}`)}`}
                {block.note ? ` · ${block.note}` : ''}
                {block.blockedBy ? ` · ${t('blocks.by', { name: block.blockedBy })}` : ''}
              </li>
            ))}
          </ul>
        )}
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <label className="block">
            <span className="mb-1 block font-semibold text-navy-900">{t('blocks.admin.model')}</span>
            <select name="model" defaultValue={model?.id ?? ''} className={inputClass}>
              <option value="">{t('blocks.admin.chooseModel')}</option>
              {models.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primaryButton}>
            {t('blocks.admin.show')}
          </button>
        </Form>
      </section>
      {model && (
        <BlockedCarsPanel
          key={`${model.id}:${blocks.map((block) => block.id).join()}`}
          blocks={blocks.filter((block) => block.vehicleModelId === model.id)}
          branches={blockBranches}
          today={today}
          lastResult={actionData?.blockResult}
          inTheWay={actionData?.inTheWay ?? []}
        />
      )}
    </StaffPage>
  );
}
