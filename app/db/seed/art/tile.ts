import { carMarkup } from './car';
import type { BodyStyle } from './car-profiles';
import { darken, lighten, mix, palette, svgDocument } from './svg';

export type TileOptions = {
  title: string;
  /** The tile's tint, mixed into the navy ground. */
  tint: string;
  /** One or two cars; the second stands behind the first, smaller. */
  cars: { style: BodyStyle; colour: string; cargo?: boolean }[];
};

/** A 480x320 fleet-category tile: tinted navy ground, a soft spotlight and the category's cars. */
export function categoryTileSvg(options: TileOptions): string {
  const base = mix(palette.navy, options.tint, 0.14);
  const defs = [
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(base, 0.12)}"/><stop offset="1" stop-color="${darken(base, 0.25)}"/></linearGradient>`,
    `<radialGradient id="spot" cx="0.5" cy="0.78" r="0.6"><stop offset="0" stop-color="${palette.sand}" stop-opacity="0.5"/><stop offset="1" stop-color="${palette.sand}" stop-opacity="0"/></radialGradient>`,
  ];
  const layers: string[] = [];
  const [front, back] = options.cars;
  if (back) {
    const car = carMarkup({ ...back, idPrefix: 'back' });
    defs.push(car.defs);
    layers.push(`<g transform="translate(196 56) scale(0.5)" opacity="0.92">${car.body}</g>`);
  }
  const car = carMarkup({ ...front, idPrefix: 'front' });
  defs.push(car.defs);
  layers.push(
    `<g transform="translate(${back ? 0 : 40} ${back ? 64 : 52}) scale(${back ? 0.66 : 0.62})">${car.body}</g>`,
  );
  const body = [
    `<defs>${defs.join('')}</defs>`,
    '<rect width="480" height="320" fill="url(#ground)"/>',
    `<circle cx="420" cy="40" r="120" fill="${options.tint}" fill-opacity="0.22"/>`,
    `<circle cx="40" cy="300" r="90" fill="${palette.gold}" fill-opacity="0.1"/>`,
    '<rect width="480" height="320" fill="url(#spot)"/>',
    `<rect y="254" width="480" height="66" fill="${darken(base, 0.35)}" fill-opacity="0.45"/>`,
    ...layers,
    `<rect x="24" y="24" width="48" height="5" rx="2.5" fill="${palette.gold}"/>`,
  ].join('');
  return svgDocument(480, 320, options.title, body);
}
