import { darken, hashString, lighten, palette, svgDocument } from './svg';

// Illustrated, not photographic: a flat head-and-shoulders figure without a face, so no seeded
// testimonial pretends to show a real customer.
const skinTones = ['#f1c9a5', '#e0ac83', '#c68a62', '#a86d4a', '#7f5238'];
const hairColours = ['#1f1a17', '#3b2a20', '#5a3b26', '#2b2f3a'];
const garmentColours = ['#ffffff', palette.sand, palette.goldLight, '#9fb4cf'];

export type PortraitOptions = {
  name: string;
  /** The ground behind the figure. */
  tint: string;
  /** Short hair, long hair, or a ghutra (head cloth) with its agal. */
  style: 'short' | 'long' | 'ghutra';
};

/** A 240x240 illustrated portrait for a seeded testimonial, its colours picked from the name. */
export function portraitSvg({ name, tint, style }: PortraitOptions): string {
  const seed = hashString(name) >>> 0;
  const skin = skinTones[seed % skinTones.length];
  const hair = hairColours[(seed >>> 3) % hairColours.length];
  const garment = garmentColours[(seed >>> 5) % garmentColours.length];
  const head = `<ellipse cx="120" cy="104" rx="40" ry="46" fill="${skin}"/>`;
  const neck = `<rect x="104" y="136" width="32" height="30" rx="10" fill="${darken(skin, 0.12)}"/>`;
  const shoulders =
    style === 'ghutra'
      ? `<path d="M34 240 C40 186 78 164 120 164 C162 164 200 186 206 240 Z" fill="#ffffff"/>`
      : `<path d="M34 240 C40 186 78 164 120 164 C162 164 200 186 206 240 Z" fill="${garment}"/><path d="M102 166 L120 196 L138 166" fill="none" stroke="${darken(garment, 0.25)}" stroke-width="4" stroke-linejoin="round"/>`;
  const headwear = {
    short: `<path d="M80 100 C78 62 100 50 122 50 C148 50 164 66 160 102 C152 84 136 76 118 78 C100 80 88 88 80 100 Z" fill="${hair}"/>`,
    long: `<path d="M76 108 C70 60 100 46 122 46 C150 46 172 64 164 112 L168 168 C152 176 140 160 150 120 C146 94 132 82 114 82 C98 84 90 96 90 120 C98 160 86 176 72 168 Z" fill="${hair}"/>`,
    ghutra: [
      `<path d="M70 114 C66 62 94 44 120 44 C146 44 174 62 170 114 L182 196 C160 186 150 170 150 150 L150 100 C140 92 100 92 90 100 L90 150 C90 170 80 186 58 196 Z" fill="#ffffff"/>`,
      `<path d="M78 78 C92 64 148 64 162 78" fill="none" stroke="${palette.ink}" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M84 90 C96 80 144 80 156 90" fill="none" stroke="${palette.ink}" stroke-width="6" stroke-linecap="round"/>`,
    ].join(''),
  }[style];
  const body = [
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(tint, 0.18)}"/><stop offset="1" stop-color="${darken(tint, 0.2)}"/></linearGradient></defs>`,
    '<rect width="240" height="240" fill="url(#ground)"/>',
    `<circle cx="196" cy="40" r="86" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="120" cy="112" r="92" fill="none" stroke="${palette.goldLight}" stroke-opacity="0.6" stroke-width="2"/>`,
    neck,
    shoulders,
    head,
    headwear,
  ].join('');
  return svgDocument(240, 240, name, body);
}
