import type { ComponentType } from 'react';
import { useFormRounds } from './use-enquiry-form';

type RoundProps = { sent: boolean; pageHref: string };

/**
 * The form a round at a time (see useFormRounds): Done starts a fresh form, and leaves the page a
 * form without JavaScript came back to (?sent=1).
 */
export function withFormRounds<P extends RoundProps>(Round: ComponentType<P & { onDone: () => void }>) {
  return function FormRounds(props: P) {
    const [round, onDone] = useFormRounds(props.pageHref, props.sent);
    return <Round key={round} {...props} onDone={onDone} />;
  };
}
