import { useT } from '~/i18n/use-translation';
import { HONEYPOT_FIELD } from '~/modules/enquiries/honeypot';
import '~/i18n/forms-messages';

/** The field people never see and bots fill in; the server thanks a filled one and keeps nothing. */
export function HoneypotInput({ formId }: { formId: string }) {
  const t = useT();
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
