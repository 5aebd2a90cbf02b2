import { Form, useLocation } from 'react-router';
import { useT } from '~/i18n/use-translation';
import { TAX_VIEWS, type TaxView } from '~/modules/pricing/tax-view';

/**
 * The choice between prices with VAT and before VAT, for an account that holds a TRN; nothing for
 * anyone else. A plain form, so it works before the page's script has run.
 */
export function TaxViewToggle({ state }: { state: { view: TaxView; canChoose: boolean } }) {
  const t = useT();
  const location = useLocation();
  if (!state.canChoose) return null;
  return (
    <Form method="post" action="/price-view" className="mb-4 rounded-lg bg-slate-50 p-3 text-sm">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset>
        <legend className="font-semibold text-navy-900">{t('price.view.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TAX_VIEWS.map((view) => (
            <button
              key={view}
              type="submit"
              name="view"
              value={view}
              aria-pressed={state.view === view}
              className="rounded-md border border-navy-800 px-3 py-1 font-semibold text-navy-900 aria-pressed:bg-navy-800 aria-pressed:text-white"
            >
              {t(`price.view.${view}`)}
            </button>
          ))}
        </div>
        <p className="mt-2 text-slate-700">{t('price.view.note')}</p>
      </fieldset>
    </Form>
  );
}
