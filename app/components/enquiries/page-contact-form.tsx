import type { SubmissionResult } from '@conform-to/react';
import { type ContactFormProps, ContactForm } from './contact-form';
import { CallToAction, CopySections } from '~/components/content/copy-sections';
import type { PageCopy } from '~/content/page-copy';
import { useLocalePath } from '~/i18n/use-translation';

type PageContactFormProps = Omit<ContactFormProps, 'countries' | 'prefill' | 'sent' | 'lastResult' | 'pageHref'> & {
  /** The page, without the language prefix. */
  page: string;
  /** The page's loader data: where the form starts from. */
  start: Pick<ContactFormProps, 'countries' | 'prefill' | 'sent'>;
  /** The page's action data: the server's answer to a post without JavaScript. */
  actionData?: { ok: true } | { ok: false; result: SubmissionResult<string[]> };
};

/** A page's short enquiry form, wired to the page's own loader and action. */
export function PageContactForm({ page, start, actionData, ...props }: PageContactFormProps) {
  const to = useLocalePath();
  return (
    <ContactForm
      {...props}
      countries={start.countries}
      prefill={start.prefill}
      lastResult={actionData && !actionData.ok ? actionData.result : undefined}
      sent={start.sent}
      pageHref={to(page)}
    />
  );
}

/** The page's copy and its call to action on one side, the form on the other (stacked on phones). */
export function CopyBesideForm({
  copy,
  children,
}: {
  copy: Pick<PageCopy, 'sections' | 'cta'>;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div className="space-y-8">
        <CopySections sections={copy.sections} />
        <CallToAction cta={copy.cta} />
      </div>
      {children}
    </div>
  );
}
