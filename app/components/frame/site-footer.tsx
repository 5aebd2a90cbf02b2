import { Icon } from '~/components/icons/icon';
import { Link } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type NavLink, footerLegalLinks, footerQuickLinks, hotlines, productLinks } from './navigation';
import { telHref } from '~/utils/phone';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks, type SocialUrls } from './social-links';

function LinkList({ heading, links }: { heading: string; links: NavLink[] }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <nav aria-label={heading}>
      <h2 className="mb-3 text-base font-bold text-white">{heading}</h2>
      <ul className="space-y-1.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={to(link.to)} className="text-sm text-slate-300 hover:text-white hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `numbers`: the hotlines as staff saved them in the settings (the constants until loaded). */
export function SiteFooter({
  year,
  social,
  hotlines: numbers = hotlines,
}: {
  year: number;
  social: SocialUrls;
  hotlines?: typeof hotlines;
}) {
  const t = useT();
  const to = useLocalePath();
  return (
    <footer className="bg-navy-950 pb-28 text-slate-300 sm:pb-20 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="text-sm leading-relaxed">{t('footer.ownerNote')}</p>
          <div>
            <h2 className="mb-2 text-base font-bold text-white">{t('footer.hotlines')}</h2>
            <ul className="space-y-2 text-sm">
              <li>
                <a
                  href={telHref(numbers.abuDhabiAlAin)}
                  className="flex flex-wrap items-center gap-x-2 hover:text-white"
                >
                  <Icon name="phone" className="h-4 w-4 text-sand-300" />
                  <span>{t('footer.hotlineAbuDhabi')}:</span>
                  <span dir="ltr" className="font-semibold whitespace-nowrap text-white">
                    {numbers.abuDhabiAlAin}
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={telHref(numbers.dubaiNorthern)}
                  className="flex flex-wrap items-center gap-x-2 hover:text-white"
                >
                  <Icon name="phone" className="h-4 w-4 text-sand-300" />
                  <span>{t('footer.hotlineDubai')}:</span>
                  <span dir="ltr" className="font-semibold whitespace-nowrap text-white">
                    {numbers.dubaiNorthern}
                  </span>
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="mb-2 text-base font-bold text-white">{t('footer.follow')}</h2>
            <SocialLinks urls={social} />
          </div>
        </div>
        <LinkList heading={t('footer.quickLinks')} links={footerQuickLinks} />
        <LinkList heading={t('footer.services')} links={productLinks} />
        <NewsletterForm />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {footerLegalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={to(link.to)} className="hover:text-white hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
