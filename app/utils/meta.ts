import type { MetaDescriptor } from 'react-router';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type PageMeta = { title: string; description?: string; keywords?: string; image?: string; noIndex?: boolean };

/** Title, description, canonical URL, language alternates and Open Graph tags for a page. */
export function pageMeta(args: MetaArgs, page: PageMeta): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? '';
  const locale = localeFromPath(args.location.pathname);
  const t = translator(locale);
  const siteName = t('site.name');
  const title = page.title === siteName ? siteName : `${page.title} | ${siteName}`;
  const canonical = `${origin}${args.location.pathname}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: locale === 'ar' ? 'ar_AE' : 'en_AE' },
    { property: 'og:image', content: `${origin}${page.image ?? '/og-image.png'}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: `${origin}${localizePath(args.location.pathname, 'en')}`,
    },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'ar',
      href: `${origin}${localizePath(args.location.pathname, 'ar')}`,
    },
  ];
  if (page.description) {
    descriptors.push(
      { name: 'description', content: page.description },
      { property: 'og:description', content: page.description },
    );
  }
  if (page.keywords) descriptors.push({ name: 'keywords', content: page.keywords });
  if (page.noIndex) descriptors.push({ name: 'robots', content: 'noindex' });
  return descriptors;
}

type CopyMetaArgs = MetaArgs & {
  loaderData?: { copy: { title: string; metaDescription?: string; metaKeywords?: string } };
};

/** A page whose title, description and keywords are its copy's (see copyFor). */
export function copyPageMeta(args: CopyMetaArgs): MetaDescriptor[] {
  return args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.copy.title,
        description: args.loaderData.copy.metaDescription,
        keywords: args.loaderData.copy.metaKeywords,
      })
    : [];
}
