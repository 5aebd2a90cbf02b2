import '~/i18n/staff-messages';
import { Form, data } from 'react-router';
import type { Route } from './+types/admin-tolls-fines';
import { StaffPage, panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { FieldShell, inputClass } from '~/components/forms/field';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { MAX_IMPORT_BYTES, readTollFineForm } from '~/modules/counter/charges/toll-fine-forms';
import {
  type ImportReport,
  assignTollFineRow,
  dismissTollFineRow,
  importTollsOrFines,
  recentlyChargedTollFineRows,
  unmatchedTollFineRows,
} from '~/modules/counter/charges/toll-fine-import.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { readFormOrNull } from '~/utils/http.server';
import { formatAed } from '~/utils/money';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

/**
 * Salik and fines: staff import the Salik trips or the fines file; matched rows are charged to the
 * rental that had the car, the rest wait here until staff give them a booking or set them aside.
 */

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export type TollFineReply =
  | { intent: 'import'; report: ImportReport }
  | { intent: string; rowId?: string; field: string; error: string; values: Record<string, string> };

const plateText = (key: string) => key.split('|').filter(Boolean).join(' ');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-tolls-fines');
  const locale = pageLocale(context);
  const [unmatched, charged] = await Promise.all([unmatchedTollFineRows(), recentlyChargedTollFineRows()]);
  const shown = (row: (typeof unmatched)[number]) => ({
    id: row.id,
    reference: row.sourceReference,
    plate: plateText(row.plate),
    at: formatDubaiDateTime(row.occurredAt, locale),
    amount: formatAed(row.amountFils, locale),
    place: row.place,
  });
  return data(
    {
      unmatched: unmatched.map(shown),
      charged: charged.map(({ row, bookingReference }) => ({ ...shown(row), booking: bookingReference })),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-tolls-fines');
  const locale = pageLocale(context);
  const t = translator(locale);
  const back = localizePath('/admin/tolls-fines', locale);
  const refuse = (intent: string, field: string, error: string, values: Record<string, string> = {}, rowId?: string) =>
    data<TollFineReply>({ intent, field, error, values, rowId }, { status: 400 });
  // Refused before the body is read: the readers would stop at the same size anyway.
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_IMPORT_BYTES + 64 * 1024)
    return refuse('import', 'file', t('counter.import.tooLarge', { max: MAX_IMPORT_BYTES / 1024 / 1024 }));
  const form = await readFormOrNull(request);
  if (!form) return refuse('import', 'file', t('tollsFines.fileRequired'));
  const kept = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );
  const read = readTollFineForm(form);
  if (!read.ok) return refuse(read.intent, read.field, t(read.error), kept, kept.rowId);
  const input = read.value;
  if (input.intent === 'import') {
    const report = await importTollsOrFines({
      source: input.source,
      file: new Uint8Array(await input.file.arrayBuffer()),
      staffId: staff.id,
      t,
    });
    if (report.fileError) return refuse('import', 'file', report.fileError, kept);
    return data<TollFineReply>({ intent: 'import', report });
  }
  if (input.intent === 'assign') {
    const assigned = await assignTollFineRow({
      rowId: input.rowId,
      bookingReference: input.bookingReference,
      staffId: staff.id,
    });
    if (!assigned.ok && assigned.reason === 'no_booking')
      return refuse('assign', 'bookingReference', t('tollsFines.noBooking'), kept, kept.rowId);
    if (!assigned.ok) return redirectWithFlash(back, { kind: 'info', message: t('tollsFines.rowGone') });
    const reference = input.bookingReference.toUpperCase();
    return redirectWithFlash(back, {
      kind: assigned.charged ? 'success' : 'info',
      message: t(assigned.charged ? 'tollsFines.assigned' : 'tollsFines.assignedNotCharged', { reference }),
    });
  }
  const dismissed = await dismissTollFineRow({ rowId: input.rowId, reason: input.reason, staffId: staff.id });
  return redirectWithFlash(back, {
    kind: dismissed ? 'success' : 'info',
    message: t(dismissed ? 'tollsFines.dismissed' : 'tollsFines.rowGone'),
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('tollsFines.title'), noIndex: true });

export default function AdminTollsFines({ loaderData: { unmatched, charged }, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const reply = actionData && 'error' in actionData ? actionData : null;
  const report = actionData && 'report' in actionData ? actionData.report : null;
  const importError = reply?.intent === 'import' || reply?.intent === '' ? reply : null;
  return (
    <StaffPage heading={t('tollsFines.title')} intro={t('tollsFines.intro')}>
      <section aria-labelledby="import-heading" className={panelClass}>
        <h2 id="import-heading" className="mb-3 text-xl font-bold text-navy-900">
          {t('tollsFines.import')}
        </h2>
        <Form method="post" encType="multipart/form-data" className="grid gap-2 sm:max-w-xl">
          <input type="hidden" name="intent" value="import" />
          <fieldset aria-describedby="source-error">
            <legend className="mb-1 text-sm font-semibold text-navy-900">{t('tollsFines.source')}</legend>
            {(['toll', 'fine'] as const).map((source) => (
              <label key={source} className="me-6 inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="source"
                  value={source}
                  defaultChecked={(importError?.values.source ?? 'toll') === source}
                />
                {t(`tollsFines.source.${source}`)}
              </label>
            ))}
            <p id="source-error" className="min-h-5 text-sm text-red-700" aria-live="polite">
              {importError?.field === 'source' ? importError.error : ''}
            </p>
          </fieldset>
          <FieldShell
            id="import-file"
            label={t('tollsFines.file')}
            errors={importError?.field === 'file' ? [importError.error] : undefined}
          >
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-invalid={importError?.field === 'file' || undefined}
              aria-describedby="import-file-error"
              className={inputClass}
            />
          </FieldShell>
          <div>
            <button type="submit" className={primaryButton}>
              {t('tollsFines.submit')}
            </button>
          </div>
        </Form>
        {report && (
          <div className="mt-4" role="status">
            <p className="font-semibold text-navy-900">
              {t('tollsFines.report', {
                newRows: report.newRows,
                matched: report.matched,
                charged: report.charged,
                unmatched: report.unmatched,
                duplicates: report.duplicates,
              })}
            </p>
            {report.errors.length > 0 && (
              <>
                <h3 className="mt-3 font-semibold text-navy-900">{t('tollsFines.rowErrors')}</h3>
                <ul className="list-disc ps-6 text-sm text-red-800">
                  {report.errors.map((error) => (
                    <li key={error.row}>{error.message}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="unmatched-heading" className={panelClass}>
        <h2 id="unmatched-heading" className="mb-3 text-xl font-bold text-navy-900">
          {t('tollsFines.unmatched')}
        </h2>
        {unmatched.length === 0 ? (
          <p className="text-slate-700">{t('tollsFines.unmatchedNone')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {unmatched.map((row) => {
              const mine = reply && reply.rowId === String(row.id) ? reply : null;
              return (
                <li key={row.id} className="py-3" data-testid="unmatched-row">
                  <p className="font-semibold text-navy-900">
                    <bdi>{t('tollsFines.row', row)}</bdi>
                    {row.place ? <span className="font-normal text-slate-700"> · {row.place}</span> : null}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-4">
                    <Form method="post" className="flex flex-wrap items-start gap-2">
                      <input type="hidden" name="intent" value="assign" />
                      <input type="hidden" name="rowId" value={row.id} />
                      <FieldShell
                        id={`assign-${row.id}`}
                        label={t('tollsFines.bookingReference')}
                        errors={mine?.field === 'bookingReference' ? [mine.error] : undefined}
                      >
                        <input
                          id={`assign-${row.id}`}
                          name="bookingReference"
                          dir="ltr"
                          defaultValue={mine?.values.bookingReference ?? ''}
                          aria-invalid={mine?.field === 'bookingReference' || undefined}
                          aria-describedby={`assign-${row.id}-error`}
                          className={inputClass}
                        />
                      </FieldShell>
                      <button type="submit" className={`${secondaryButton} mt-6`}>
                        {t('tollsFines.assign')}
                      </button>
                    </Form>
                    <Form method="post" className="flex flex-wrap items-start gap-2">
                      <input type="hidden" name="intent" value="dismiss" />
                      <input type="hidden" name="rowId" value={row.id} />
                      <FieldShell
                        id={`dismiss-${row.id}`}
                        label={t('tollsFines.dismissReason')}
                        errors={mine?.field === 'reason' ? [mine.error] : undefined}
                      >
                        <input
                          id={`dismiss-${row.id}`}
                          name="reason"
                          maxLength={300}
                          defaultValue={mine?.values.reason ?? ''}
                          aria-invalid={mine?.field === 'reason' || undefined}
                          aria-describedby={`dismiss-${row.id}-error`}
                          className={inputClass}
                        />
                      </FieldShell>
                      <button type="submit" className={`${secondaryButton} mt-6`}>
                        {t('tollsFines.dismiss')}
                      </button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {charged.length > 0 && (
        <section aria-labelledby="charged-heading" className={panelClass}>
          <h2 id="charged-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('tollsFines.charged')}
          </h2>
          <ul className="space-y-1 text-sm text-slate-800" lang={locale}>
            {charged.map((row) => (
              <li key={row.id} data-testid="charged-row">
                <bdi>{t('tollsFines.chargedRow', row)}</bdi>
              </li>
            ))}
          </ul>
        </section>
      )}
    </StaffPage>
  );
}
