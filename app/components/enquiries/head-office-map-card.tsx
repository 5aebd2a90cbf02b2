import { Icon } from '~/components/icons/icon';
import { useT } from '~/i18n/use-translation';

/**
 * The head office on an OpenStreetMap embed. The address and a link to the map are plain text
 * beside it, so the page is just as useful when the frame cannot load (offline, blocked, slow).
 */
export function HeadOfficeMapCard({ address, embed, link }: { address: string; embed: string; link: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="head-office-heading"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="aspect-[4/3] w-full bg-slate-100 sm:aspect-[16/10]">
        <iframe
          title={t('contact.mapTitle')}
          src={embed}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-full w-full border-0"
        />
      </div>
      <div className="space-y-2 p-5">
        <h2 id="head-office-heading" className="flex items-center gap-2 text-xl font-bold text-navy-900">
          <Icon name="map-pin" className="h-5 w-5 shrink-0 text-sand-700" />
          {t('contact.officeHeading')}
        </h2>
        <address className="not-italic text-slate-800">{address}</address>
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900"
        >
          {t('contact.openMap')}
          <Icon name="external-link" className="h-4 w-4" />
        </a>
      </div>
    </section>
  );
}
