import '~/i18n/staff-messages';
import { Form, Link, useSearchParams } from 'react-router';
import { ConfirmPanel } from '~/components/content-admin/confirm-panel';
import { panelClass, secondaryButton } from '~/components/content-admin/staff-page';
import { useT } from '~/i18n/use-translation';

/** Retire (a soft delete, asked first via ?confirm=retire) or restore the vehicle. */
export function VehicleStatusPanel({
  id,
  name,
  active,
  selfPath,
}: {
  id: number;
  name: string;
  active: boolean;
  selfPath: string;
}) {
  const t = useT();
  const [search] = useSearchParams();
  return (
    <section aria-labelledby="vehicle-status" className={panelClass}>
      <h2 id="vehicle-status" className="mb-2 text-xl font-bold text-navy-900">
        {t('vehicles.status.heading')}
      </h2>
      <p className="mb-3 text-slate-700">{t(active ? 'vehicles.retire.activeNote' : 'vehicles.retire.retiredNote')}</p>
      {active ? (
        <>
          <Link to="?confirm=retire" preventScrollReset className={`${secondaryButton} inline-block`}>
            {t('vehicles.retire.button')}
          </Link>
          {search.get('confirm') === 'retire' ? (
            <ConfirmPanel
              question={t('vehicles.retire.confirm', { name })}
              intent="retire"
              id={id}
              confirmLabel={t('vehicles.retire.yes')}
              cancelLabel={t('vehicles.cancel')}
              cancelTo={selfPath}
            />
          ) : null}
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="id" value={id} />
          <button type="submit" name="intent" value="restore" className={secondaryButton}>
            {t('vehicles.restore.button')}
          </button>
        </Form>
      )}
    </section>
  );
}
