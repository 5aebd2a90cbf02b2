import type { ReactNode } from 'react';
import { PageHero } from '~/components/content/page-hero';
import { useLocalePath } from '~/i18n/use-translation';
import type { FormReply } from '~/modules/enquiries/form-action.server';

/** An enquiry-type form's page: the page's own heading and intro from its copy, then the form and the copy's sections. */
export function EnquiryPage({
  copy,
  className = 'mx-auto max-w-4xl space-y-12 px-4 py-10',
  children,
}: {
  copy: { heading: string; intro?: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className={className}>{children}</div>
    </article>
  );
}

/**
 * What the page gives its form: the server's answer to a post without JavaScript (the input and
 * messages), whether it came back with ?sent=1, and its own address for Done.
 */
export function usePageForm(page: string, sent: boolean, actionData: FormReply | undefined) {
  const to = useLocalePath();
  return {
    lastResult: actionData && !actionData.ok ? actionData.result : undefined,
    sent,
    pageHref: to(page),
  };
}
