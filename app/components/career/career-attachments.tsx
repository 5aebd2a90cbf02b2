import { Icon } from '~/components/icons/icon';
import { useT } from '~/i18n/use-translation';

type Attachment = { id: number; name: string; contentType: string };

const attachmentHref = (id: number) => `/career-attachments/${id}`;

/** An application's files: a PDF as a download link, an image shown in the page (and a link to it). */
export function CareerAttachments({ attachments }: { attachments: Attachment[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="attachments-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="attachments-heading" className="text-xl font-bold text-navy-900">
        {t('career.detailAttachments')}
      </h2>
      {attachments.length === 0 ? <p className="mt-3 text-slate-700">{t('career.detailNoAttachments')}</p> : null}
      <ul className="mt-4 space-y-6">
        {attachments.map((file) => (
          <li key={file.id} className="min-w-0">
            <a
              href={attachmentHref(file.id)}
              download={file.contentType === 'application/pdf' ? file.name : undefined}
              className="inline-flex max-w-full items-center gap-2 font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900"
            >
              <Icon name="download" className="h-5 w-5 shrink-0 text-slate-600" />
              <span className="truncate" dir="auto">
                {t('career.detailDownload', { name: file.name })}
              </span>
            </a>
            {file.contentType.startsWith('image/') ? (
              <img
                src={attachmentHref(file.id)}
                alt={file.name}
                loading="lazy"
                className="mt-3 max-h-[36rem] w-auto max-w-full rounded-lg ring-1 ring-slate-200"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
