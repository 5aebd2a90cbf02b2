import { Form, useLocation } from 'react-router';
import { useT } from '~/i18n/use-translation';

/**
 * Logout posts to /logout as an ordinary form, so the browser loads the next page afresh and
 * nothing of the signed-in page stays in memory. The page it was on decides where it lands.
 */
export function LogoutForm({ className }: { className: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <Form method="post" action="/logout" reloadDocument>
      <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={className}>
        {t('nav.logout')}
      </button>
    </Form>
  );
}
