import { Form, Link } from 'react-router';
import { dangerButton, secondaryButton } from './staff-page';

type ConfirmPanelProps = {
  question: string;
  intent: string;
  id: number;
  confirmLabel: string;
  cancelLabel: string;
  cancelTo: string;
};

/**
 * Asks before something that cannot be undone. It is part of the page (reached by a link with
 * ?confirm=id), so it works without JavaScript and a screen reader hears it as an alert.
 */
export function ConfirmPanel({ question, intent, id, confirmLabel, cancelLabel, cancelTo }: ConfirmPanelProps) {
  return (
    <div role="alert" className="mt-3 rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
      <p className="font-semibold text-red-900">{question}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value={intent} className={dangerButton}>
          {confirmLabel}
        </button>
        <Link to={cancelTo} autoFocus className={secondaryButton} preventScrollReset>
          {cancelLabel}
        </Link>
      </Form>
    </div>
  );
}
