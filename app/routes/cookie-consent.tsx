import { redirect } from 'react-router';
import type { Route } from './+types/cookie-consent';
import { serializeConsent } from '~/modules/site/cookies.server';
import { safeRedirectPath, readFormData } from '~/utils/http.server';

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const consent = form.get('consent') === 'accepted' ? 'accepted' : 'declined';
  const headers = { 'Set-Cookie': await serializeConsent(consent) };
  if (request.headers.get('Sec-Fetch-Mode') !== 'navigate') return Response.json({ consent }, { headers });
  return redirect(safeRedirectPath(form.get('redirectTo')), { headers });
}

export function loader() {
  return redirect('/');
}
