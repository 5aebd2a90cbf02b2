/** A label/value list; each value keeps its writer's direction (Arabic or English) without moving to the other side. */
export function EntryFacts({ items }: { items: Array<{ label: string; value: React.ReactNode; ltr?: boolean }> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      {items.map((item, index) => (
        <div key={index} className="contents">
          <dt className="text-sm font-semibold text-slate-700" dir="auto">
            {item.label}
          </dt>
          <dd className="min-w-0 break-words text-slate-900 [overflow-wrap:anywhere]">
            {item.ltr ? <span dir="ltr">{item.value}</span> : <bdi>{item.value}</bdi>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
