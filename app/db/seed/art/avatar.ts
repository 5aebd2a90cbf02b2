import { initialsOf } from '~/utils/initials';
import { FONT_FAMILY, darken, escapeXml, lighten, luminance, palette, svgDocument } from './svg';

/** A 240x240 portrait placeholder: initials on a tinted ground with a thin gold ring. */
export function avatarSvg(options: { name: string; tint: string }): string {
  const { tint } = options;
  const ink = luminance(tint) > 0.45 ? palette.navy : '#ffffff';
  const body = [
    `<defs><linearGradient id="tint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(tint, 0.12)}"/><stop offset="1" stop-color="${darken(tint, 0.22)}"/></linearGradient></defs>`,
    '<rect width="240" height="240" fill="url(#tint)"/>',
    `<circle cx="196" cy="40" r="86" fill="#ffffff" fill-opacity="0.07"/>`,
    `<circle cx="120" cy="120" r="96" fill="none" stroke="${palette.goldLight}" stroke-opacity="0.75" stroke-width="2"/>`,
    `<text x="120" y="120" dy="0.35em" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="84" font-weight="600" letter-spacing="2" fill="${ink}">${escapeXml(initialsOf(options.name))}</text>`,
  ].join('');
  return svgDocument(240, 240, options.name, body);
}
