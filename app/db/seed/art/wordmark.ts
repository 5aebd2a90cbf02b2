import { FONT_FAMILY, escapeXml, palette, svgDocument } from './svg';

export type MarkShape = 'circle' | 'diamond' | 'triangle' | 'bars' | 'arch' | 'wave';

function mark(shape: MarkShape, colour: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="42" cy="60" r="22" fill="${colour}"/><circle cx="42" cy="60" r="10" fill="#ffffff"/>`;
    case 'diamond':
      return `<path d="M42 36 L66 60 L42 84 L18 60 Z" fill="${colour}"/><path d="M42 50 L52 60 L42 70 L32 60 Z" fill="#ffffff"/>`;
    case 'triangle':
      return `<path d="M42 36 L68 82 L16 82 Z" fill="${colour}"/><path d="M42 58 L52 76 L32 76 Z" fill="${palette.gold}"/>`;
    case 'bars':
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${22 + i * 15}" y="${70 - i * 12}" width="10" height="${14 + i * 12}" rx="2" fill="${colour}"/>`,
        )
        .join('');
    case 'arch':
      return `<path d="M18 84 L18 62 A24 24 0 0 1 66 62 L66 84 L54 84 L54 62 A12 12 0 0 0 30 62 L30 84 Z" fill="${colour}"/>`;
    case 'wave':
      return `<path d="M16 66 C 26 50, 36 50, 42 62 S 58 74, 68 58" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/><path d="M16 80 C 26 64, 36 64, 42 76 S 58 88, 68 72" fill="none" stroke="${palette.gold}" stroke-width="5" stroke-linecap="round"/>`;
  }
}

/**
 * A 240x120 client wordmark on a transparent ground: a geometric mark, the name's first word set
 * large and the rest as a spaced caption underneath.
 */
export function wordmarkSvg(options: { name: string; colour: string; shape: MarkShape }): string {
  const words = options.name.split(' ');
  // Short particles travel with the next word: 'Al Waha', 'Dune & Delta'.
  let taken = 1;
  while (taken < words.length && (words[taken - 1].length <= 3 || words[taken] === '&'))
    taken += words[taken] === '&' ? 2 : 1;
  const lead = words.slice(0, taken).join(' ').toUpperCase();
  const rest = words.slice(taken).join(' ').toUpperCase();
  const textX = 80;
  const room = 240 - textX - 12;
  const leadSize = Math.min(28, Math.floor(room / (lead.length * 0.68)));
  const restSize = Math.min(12, Math.floor(room / Math.max(1, rest.length * 0.72)));
  const fit = (size: number, text: string, ratio: number) =>
    text.length * size * ratio > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  const body = [
    mark(options.shape, options.colour),
    `<text x="${textX}" y="${rest ? 62 : 70}" font-family="${FONT_FAMILY}" font-size="${leadSize}" font-weight="800" fill="${palette.ink}"${fit(leadSize, lead, 0.68)}>${escapeXml(lead)}</text>`,
    rest
      ? `<text x="${textX + 1}" y="84" font-family="${FONT_FAMILY}" font-size="${restSize}" font-weight="600" letter-spacing="1.5" fill="${options.colour}"${fit(restSize, rest, 0.86)}>${escapeXml(rest)}</text>`
      : '',
  ].join('');
  return svgDocument(240, 120, options.name, body);
}
