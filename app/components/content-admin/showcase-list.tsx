import '~/i18n/staff-messages';
import { Link, useSearchParams } from 'react-router';
import { useT } from '~/i18n/use-translation';
import { ConfirmPanel } from './confirm-panel';
import { ArabicMissing } from './form-controls';
import { panelClass, secondaryButton } from './staff-page';

export type ShowcaseItem = {
  id: number;
  name: string;
  detail: string;
  image?: string;
  /** Some of the record's texts have no Arabic yet. */
  arabicMissing?: boolean;
};

/** The records of a small list (testimonials, categories): each can be edited or, after a question, removed. */
export function ShowcaseList({
  items,
  heading,
  basePath,
}: {
  items: ShowcaseItem[];
  heading: string;
  basePath: string;
}) {
  const t = useT();
  const [search] = useSearchParams();
  const confirming = Number(search.get('confirm'));
  return (
    <section aria-labelledby="list-heading" className={panelClass}>
      <h2 id="list-heading" className="mb-3 text-xl font-bold text-navy-900">
        {heading} <span className="text-base font-semibold text-slate-600">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-700">{t('cms.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex gap-3 py-3">
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 shrink-0 rounded-md object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="h-16 w-16 shrink-0 rounded-md bg-slate-100" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-bold text-navy-900">
                  <bdi>{item.name}</bdi>
                  {item.arabicMissing ? <ArabicMissing /> : null}
                </p>
                <p className="line-clamp-2 text-sm text-slate-700" dir="auto">
                  {item.detail}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Link to={`${basePath}?edit=${item.id}`} className={secondaryButton}>
                    {t('cms.edit')}
                    <span className="sr-only">: {item.name}</span>
                  </Link>
                  <Link to={`${basePath}?confirm=${item.id}`} preventScrollReset className={secondaryButton}>
                    {t('cms.remove')}
                    <span className="sr-only">: {item.name}</span>
                  </Link>
                </div>
                {confirming === item.id ? (
                  <ConfirmPanel
                    question={t('cms.removeConfirm', { name: item.name })}
                    intent="remove"
                    id={item.id}
                    confirmLabel={t('cms.removeYes')}
                    cancelLabel={t('cms.cancel')}
                    cancelTo={basePath}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
