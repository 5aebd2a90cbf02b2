import '~/i18n/preowned-messages';
import { Form } from 'react-router';
import { panelClass, secondaryButton } from '~/components/content-admin/staff-page';
import { useT } from '~/i18n/use-translation';
import { type PreownedCarState, preownedCarStates } from '~/modules/preowned/preowned-states';

/** The car's sale: where it stands, and a button for each other state (reserve, sell, retire, or back on sale). */
export function PreownedStatePanel({ state }: { state: PreownedCarState }) {
  const t = useT();
  return (
    <section aria-labelledby="preowned-state" className={panelClass}>
      <h2 id="preowned-state" className="mb-2 text-xl font-bold text-navy-900">
        {t('preowned.admin.stateHeading')}
      </h2>
      <p className="mb-3 text-slate-700">{t('preowned.admin.stateNow', { state: t(`preowned.state.${state}`) })}</p>
      <Form method="post" className="flex flex-wrap gap-2">
        {preownedCarStates
          .filter((next) => next !== state)
          .map((next) => (
            <button key={next} type="submit" name="intent" value={`state:${next}`} className={secondaryButton}>
              {t(`preowned.admin.to.${next}`)}
            </button>
          ))}
      </Form>
    </section>
  );
}
