import { darken, lighten, luminance, palette, svgDocument } from './svg';

/**
 * The markup of the figure inside the ring; migration 0025 draws the same in place of the Latin
 * initials the earlier placeholders had, so an Arabic page shows no English letters in a picture.
 */
const avatarFigure = (ink: string) =>
  `<circle cx="120" cy="100" r="32" fill="${ink}" fill-opacity="0.85"/><path d="M64 196 C68 156 92 142 120 142 C148 142 172 156 176 196 Z" fill="${ink}" fill-opacity="0.85"/>`;

/** A 240x240 portrait placeholder without words: a figure on a tinted ground with a thin gold ring. */
export function avatarSvg(options: { name: string; tint: string }): string {
  const { tint } = options;
  const ink = luminance(tint) > 0.45 ? palette.navy : '#ffffff';
  const body = [
    `<defs><linearGradient id="tint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(tint, 0.12)}"/><stop offset="1" stop-color="${darken(tint, 0.22)}"/></linearGradient></defs>`,
    '<rect width="240" height="240" fill="url(#tint)"/>',
    `<circle cx="196" cy="40" r="86" fill="#ffffff" fill-opacity="0.07"/>`,
    `<circle cx="120" cy="120" r="96" fill="none" stroke="${palette.goldLight}" stroke-opacity="0.75" stroke-width="2"/>`,
    avatarFigure(ink),
  ].join('');
  return svgDocument(240, 240, options.name, body);
}
