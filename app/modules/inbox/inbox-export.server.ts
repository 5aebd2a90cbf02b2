import type { Translate } from '~/i18n/translate';
import { formatDubaiStamp } from '~/utils/dubai-time';
import { toCsv } from './csv';
import { type InboxFilter, type InboxKind, detailText, isFormKind } from './inbox-kinds';
import { exportInbox } from './inbox.server';

/**
 * All entries of one kind (those the page's search and filters list) as a CSV file: the fixed columns, then one column per details label, in
 * the order labels first appear (forms change over time, so older rows may lack newer labels).
 */
export async function inboxCsv(kind: InboxKind, search: string, t: Translate, filter?: InboxFilter): Promise<string> {
  const rows = await exportInbox(kind, search, filter);
  const words = { yes: t('inbox.yes'), no: t('inbox.no') };
  const language = (locale: string) =>
    locale === 'ar' ? t('inbox.language.ar') : locale === 'en' ? t('inbox.language.en') : locale;
  if (!isFormKind(kind)) {
    return toCsv(
      [t('inbox.csv.id'), t('inbox.csv.received'), t('inbox.email'), t('inbox.language')],
      rows.map((row) => [row.id, formatDubaiStamp(row.createdAt), row.email, language(row.locale)]),
    );
  }
  const labels: string[] = [];
  for (const row of rows) for (const label of Object.keys(row.details)) if (!labels.includes(label)) labels.push(label);
  const header = [
    t('inbox.csv.id'),
    t('inbox.csv.kind'),
    t('inbox.csv.received'),
    t('inbox.name'),
    t('inbox.email'),
    t('inbox.phone'),
    t('inbox.message'),
    t('inbox.language'),
    t('inbox.csv.userId'),
    t('inbox.csv.status'),
    t('inbox.csv.handled'),
    ...labels,
  ];
  return toCsv(
    header,
    rows.map((row) => [
      row.id,
      t(`inbox.kind.${kind}`),
      formatDubaiStamp(row.createdAt),
      row.name,
      row.email,
      row.phone,
      row.message,
      language(row.locale),
      row.userId,
      row.status ? t(`inbox.state.${row.status}`) : '',
      row.handledAt ? formatDubaiStamp(row.handledAt) : '',
      ...labels.map((label) => detailText(row.details[label], words)),
    ]),
  );
}
