import type { ReactNode } from 'react';

export type ChartDatum = { key: string; label: string; value: number; display: string };

/**
 * A chart with everything around it: a visible title and note, the SVG (an image to assistive
 * technology, named by the title and described by a one-line summary), and the same figures as a
 * table that only screen readers read, because a picture of bars tells them nothing.
 */
export function ChartFigure({
  id,
  title,
  note,
  summary,
  columns,
  data,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  summary: string;
  columns: [string, string];
  data: readonly ChartDatum[];
  children: (labelledBy: string) => ReactNode;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg font-bold text-navy-900">
          {title}
        </h3>
        {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
        <p id={`${id}-summary`} className="sr-only">
          {summary}
        </p>
      </figcaption>
      <div className="mt-3">{children(`${id}-title ${id}-summary`)}</div>
      {/* A table will not shrink to 1px, so the hiding is done by a box around it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row">{datum.label}</th>
                <td>{datum.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The summary sentence: the largest figure, or that there is nothing. */
export function chartSummary(
  data: readonly ChartDatum[],
  words: {
    title: string;
    empty: (title: string) => string;
    highest: (title: string, label: string, value: string) => string;
  },
) {
  const top = data.reduce<ChartDatum | undefined>(
    (best, datum) => (datum.value > (best?.value ?? 0) ? datum : best),
    undefined,
  );
  return top ? words.highest(words.title, top.label, top.display) : words.empty(words.title);
}

export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
