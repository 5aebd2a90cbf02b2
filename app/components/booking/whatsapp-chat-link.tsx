import '~/i18n/booking-messages';
import { Icon } from '~/components/icons/icon';
import { isolateLtr } from '~/i18n/isolate';
import { useLocale, useT } from '~/i18n/use-translation';

/**
 * "Chat on WhatsApp" with the booking's reference already typed (the address is built on the
 * server, bookingChatUrl). A new tab, so the booking page stays where the customer left it; the
 * hidden words name the booking, since a page of bookings has one such link per row.
 */
export function WhatsappChatLink({
  href,
  reference,
  className,
}: {
  href: string;
  reference: string;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={
        className ??
        'inline-flex items-center gap-2 rounded-md border-2 border-emerald-800 px-5 py-2.5 font-bold text-emerald-900 hover:bg-emerald-800 hover:text-white'
      }
    >
      <Icon name="message-circle" className="h-5 w-5 shrink-0" />
      {t('whatsapp.chat')}
      <span className="sr-only"> {t('whatsapp.chatAbout', { reference: isolateLtr(reference, locale) })}</span>
    </a>
  );
}
