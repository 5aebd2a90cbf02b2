import { redirect } from 'react-router';
import type { Route } from './+types/price-view';
import { requireUser } from '~/modules/auth/guards.server';
import { TAX_VIEWS } from '~/modules/pricing/tax-view';
import { serializeTaxViewChoice } from '~/modules/pricing/tax-view.server';
import { readFormData, safeRedirectPath } from '~/utils/http.server';

/** Keeps the customer's choice of prices with VAT or before VAT, and goes back to the page it was made on. */
export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const form = await readFormData(request);
  const view = TAX_VIEWS.find((candidate) => candidate === form.get('view')) ?? 'with_vat';
  return redirect(safeRedirectPath(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await serializeTaxViewChoice(view) },
  });
}

export function loader() {
  return redirect('/');
}
