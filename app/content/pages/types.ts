/** Shapes of the static page copy; the page components render these as headings, paragraphs, lists and numbered steps. */
export type CopySection = {
  heading?: string;
  paragraphs?: string[];
  bullets?: string[];
  steps?: { title: string; text: string }[];
};

export type PageCopy = {
  /** <title> text, without the site name. */
  title: string;
  /** 120-160 characters in English. */
  metaDescription: string;
  /** Comma separated, where useful for SEO. */
  metaKeywords?: string;
  /** The page's <h1>. */
  heading: string;
  /** Lead paragraph under the heading. */
  intro: string;
  sections: CopySection[];
  /** A call to action to an internal path (see CtaPath). */
  cta?: { label: string; to: CtaPath };
};

export type LocalizedPageCopy = { en: PageCopy; ar: PageCopy };

/** The only internal paths a page's call to action may point at. */
type CtaPath =
  | '/'
  | '/fleet-guide'
  | '/enquiry'
  | '/contact-us'
  | '/lease-enquiry'
  | '/special-offers'
  | '/registration-guide'
  | '/location-guide'
  | '/faq'
  | '/terms-conditions'
  | '/career-with-us'
  | '/tour'
  | '/selling-preowned-cars'
  | '/preowned-cars'
  | '/chauffeur-services';
