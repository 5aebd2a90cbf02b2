import { Icon } from '~/components/icons/icon';
import { useEffect, useState } from 'react';
import { useT } from '~/i18n/use-translation';

export type AlertMessage = { kind: 'success' | 'error' | 'info'; message: string } | null;

const styles = {
  success: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  error: 'bg-red-50 text-red-900 border-red-300',
  info: 'bg-sky-50 text-sky-900 border-sky-300',
};
const icons = { success: 'circle-check', error: 'triangle-exclamation-point', info: 'info' } as const;

/** The server's one-time message; it is gone on the next navigation because the cookie is cleared. */
export function AlertBar({ alert }: { alert: AlertMessage }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(false), [alert]);
  if (!alert || dismissed) return null;
  return (
    <div role={alert.kind === 'error' ? 'alert' : 'status'} className={`border-b print:hidden ${styles[alert.kind]}`}>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
        <Icon name={icons[alert.kind]} className="h-5 w-5 shrink-0" />
        <p className="flex-1 text-sm font-medium">{alert.message}</p>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="rounded p-1 hover:bg-black/5"
          aria-label={t('alert.dismiss')}
        >
          <Icon name="x" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
