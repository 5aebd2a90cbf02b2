import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';

/** A table's header row: one column heading per message, in the reader's language. */
export function ColumnHeads({ headings }: { headings: readonly MessageKey[] }) {
  const t = useT();
  return (
    <tr>
      {headings.map((heading) => (
        <th key={heading} scope="col" className="px-3 py-2 text-start font-semibold">
          {t(heading)}
        </th>
      ))}
    </tr>
  );
}
