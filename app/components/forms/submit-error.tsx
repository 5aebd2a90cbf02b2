import { useEffect, useRef } from 'react';

/**
 * The message a refused submit comes back with (the car was just taken, the account is under
 * review, the hold ran out). On a phone the button and its message sit below the fold, and the
 * page may have scrolled back to the top: the message is brought into view and focused, so a tap
 * that failed never looks like a tap that did nothing. `answer` is the action's reply: each new
 * one moves focus again, even with the same words.
 */
export function SubmitError({
  answer,
  takeFocus = true,
  className,
  children,
}: {
  answer: unknown;
  /** False when a field is invalid too: the form focuses that field, which is what to fix first. */
  takeFocus?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !takeFocus) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
  }, [answer, takeFocus]);
  return (
    <div ref={box} role="alert" tabIndex={-1} className={`scroll-my-4 outline-offset-2 ${className ?? ''}`}>
      {children}
    </div>
  );
}
