import { Icon } from '~/components/icons/icon';

const glyph = 'h-5 w-5';

// Simple brand glyphs drawn here: the icon set has no brand marks.
const Facebook = () => (
  <svg viewBox="0 0 24 24" className={glyph} aria-hidden="true">
    <path fill="currentColor" d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l.5-4H14V8.7c0-.5.3-.7.8-.7z" />
  </svg>
);
const Instagram = () => (
  <svg viewBox="0 0 24 24" className={glyph} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
  </svg>
);
const LinkedIn = () => (
  <svg viewBox="0 0 24 24" className={glyph} aria-hidden="true">
    <path
      fill="currentColor"
      d="M4 9h4v11H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.6 0 4.5 2.2 4.5 5.3V20h-4v-5.3c0-1.3-.1-2.9-1.9-2.9s-2.1 1.4-2.1 2.8V20h-4z"
    />
  </svg>
);

export type SocialUrls = { whatsapp: string; facebook: string; instagram: string; linkedin: string };

export function SocialLinks({ urls }: { urls: SocialUrls }) {
  const links = [
    { name: 'WhatsApp', href: urls.whatsapp, Icon: () => <Icon name="message-circle" className={glyph} /> },
    { name: 'Facebook', href: urls.facebook, Icon: Facebook },
    { name: 'Instagram', href: urls.instagram, Icon: Instagram },
    { name: 'LinkedIn', href: urls.linkedin, Icon: LinkedIn },
  ];
  return (
    <ul className="flex gap-2">
      {links.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={name}
            className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-sand-500 hover:text-navy-900"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
