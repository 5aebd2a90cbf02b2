import { type Submission, type SubmissionResult, useForm } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { FormReply } from '~/modules/enquiries/form-action.server';

export type Validate = (formData: FormData) => Submission<Record<string, unknown>>;

type Options = {
  id: string;
  /** The server's answer to a post without JavaScript (the route's actionData), with the input and messages. */
  lastResult?: SubmissionResult<string[]>;
  /**
   * Loads the form's validator on first use, e.g. `() => import('./x-validator').then((m) => m.createXValidator(t))`.
   * Until then (and without JavaScript) the server checks the form.
   */
  loadValidator: () => Promise<Validate>;
};

/**
 * `Shape` names the form's fields for typed field metadata, e.g. `useEnquiryForm<{ name?: string; email?: string }>`.
 * A form that posts to its page as a fetcher with JavaScript and as a plain form without it,
 * checked in the browser with the same schema once the visitor starts using it.
 * Spread `formEvents` on the form element so the validator loads on first focus or hover.
 */
export function useEnquiryForm<Shape extends Record<string, unknown> = Record<string, string | undefined>>({
  id,
  lastResult,
  loadValidator,
}: Options) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data;
  const [validate, setValidate] = useState<Validate | null>(null);
  const load = () => validate || void loadValidator().then((created) => setValidate(() => created));
  // Fetched right after the page comes alive (not with it): a first quick submit is then checked in the
  // browser too, and never races a server answer the visitor has already moved past.
  useEffect(() => {
    const timer = setTimeout(load, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  const [form, fields] = useForm<Shape>({
    id,
    lastResult: reply && !reply.ok ? reply.result : lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) as Submission<Shape> : undefined,
  });
  /** What a field starts with: the input the server sent back after a failed post, else the fallback (a signed-in visitor's details). */
  const initial = (name: string, fallback?: string): string | undefined => {
    if (!lastResult) return fallback;
    const value = (lastResult.initialValue as Record<string, unknown> | null | undefined)?.[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    fetcher,
    form,
    fields,
    reply,
    initial,
    pending: fetcher.state !== 'idle',
    /** Spread on the form: loads the validator on first use if it has not arrived yet, and marks the form once it checks in the browser. */
    formEvents: { onFocus: load, onPointerEnter: load, 'data-checks': validate ? 'browser' : 'server' },
  };
}

/**
 * A counter to use as the form's key, and the Done that moves it on: a new key gives a fresh form,
 * as the spec's reset (or reload) would, and drops the fetcher's old answer with it. With `leavePage`
 * Done also returns to the page's own address: the page a form without JavaScript came back to says
 * ?sent=1, and a form whose Done reloads the page wants its data read again.
 */
export function useFormRounds(pageHref: string, leavePage: boolean) {
  const [round, setRound] = useState(0);
  const navigate = useNavigate();
  const onDone = () => {
    setRound((value) => value + 1);
    if (leavePage) void navigate(pageHref, { replace: true, preventScrollReset: true });
  };
  return [round, onDone] as const;
}
