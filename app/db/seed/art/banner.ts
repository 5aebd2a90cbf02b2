import { carMarkup } from './car';
import type { BodyStyle } from './car-profiles';
import { hashString, n, palette, svgDocument } from './svg';

export const BANNER_WIDTH = 1350;
export const BANNER_HEIGHT = 450;

type BannerScene = 'city' | 'desert' | 'coast' | 'highway';

export type BannerOptions = {
  /** What the picture shows, for the SVG's own title; never the offer's words. */
  title: string;
  scene: BannerScene;
  car: { style: BodyStyle; colour: string; cargo?: boolean };
  /**
   * Keeps the left third calm and darker, for the offer's words that the pages lay over it as
   * HTML in the visitor's language. The art itself never carries words.
   */
  roomForWords?: boolean;
};

const HORIZON = 352;
const ROAD_TOP = 372;

/** A deterministic pseudo-random sequence, so that each banner's skyline is stable. */
function sequence(seed: number) {
  let state = seed || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function skyline(seed: number, spireX: number): string {
  const random = sequence(seed);
  const towers: string[] = [];
  let x = 20;
  while (x < BANNER_WIDTH - 20) {
    const width = 34 + random() * 46;
    const height = 60 + random() * 120;
    const top = HORIZON - height;
    towers.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" fill="#1a3a66"/>`);
    for (let row = top + 14; row < HORIZON - 10; row += 16) {
      if (random() > 0.55)
        towers.push(
          `<rect x="${n(x + 8)}" y="${n(row)}" width="${n(width - 16)}" height="3" fill="${palette.goldLight}" fill-opacity="0.35"/>`,
        );
    }
    x += width + 6 + random() * 18;
  }
  // One slender, stepped spire rising above the rest.
  towers.push(
    `<path d="M${spireX - 34} ${HORIZON} L${spireX - 22} 220 L${spireX - 12} 220 L${spireX - 8} 130 L${spireX - 3} 130 L${spireX} 40 L${spireX + 3} 130 L${spireX + 8} 130 L${spireX + 12} 220 L${spireX + 22} 220 L${spireX + 34} ${HORIZON} Z" fill="#214577"/>`,
  );
  return towers.join('');
}

function dunes(): string {
  return [
    `<path d="M0 ${HORIZON - 40} C 220 ${HORIZON - 110}, 420 ${HORIZON - 10}, 640 ${HORIZON - 60} S 1050 ${HORIZON - 120}, 1350 ${HORIZON - 50} L1350 ${HORIZON} L0 ${HORIZON} Z" fill="url(#sand)" fill-opacity="0.55"/>`,
    `<path d="M0 ${HORIZON - 10} C 300 ${HORIZON - 70}, 520 ${HORIZON + 10}, 820 ${HORIZON - 36} S 1200 ${HORIZON - 40}, 1350 ${HORIZON - 20} L1350 ${HORIZON} L0 ${HORIZON} Z" fill="url(#sand)" fill-opacity="0.85"/>`,
  ].join('');
}

function coast(x: number): string {
  return [
    `<rect y="${HORIZON - 46}" width="${BANNER_WIDTH}" height="46" fill="#1d4f7a"/>`,
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${60 + i * 310} ${HORIZON - 30 + i * 6} h140" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3" stroke-linecap="round"/>`,
      )
      .join(''),
    // A sail-shaped tower on its island, the coast's landmark.
    `<path d="M${x} ${HORIZON - 46} L${x} 120 Q ${x + 88} 170 ${x + 110} ${HORIZON - 46} Z" fill="#214577"/>`,
    `<path d="M${x - 8} ${HORIZON - 46} L${x - 8} 104 L${x} 104 L${x} ${HORIZON - 46} Z" fill="#2b5a92"/>`,
    `<rect x="${x - 30}" y="${HORIZON - 50}" width="170" height="8" rx="4" fill="#2b5a92"/>`,
  ].join('');
}

function tollGantry(x: number): string {
  return [
    `<rect x="${x}" y="200" width="14" height="${HORIZON - 200 + 40}" fill="#28507f"/>`,
    `<rect x="${x + 536}" y="200" width="14" height="${HORIZON - 200 + 40}" fill="#28507f"/>`,
    `<rect x="${x - 10}" y="190" width="570" height="30" rx="4" fill="#2f5d91"/>`,
    [0, 1, 2, 3]
      .map((i) => `<rect x="${x + 40 + i * 128}" y="222" width="44" height="14" rx="3" fill="#10243f"/>`)
      .join(''),
    `<rect x="${x + 200}" y="198" width="150" height="14" rx="3" fill="${palette.gold}" fill-opacity="0.9"/>`,
  ].join('');
}

function road(): string {
  const dashes = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${i * 100 + 10}" y="${ROAD_TOP + 36}" width="54" height="5" rx="2.5" fill="${palette.goldLight}" fill-opacity="0.8"/>`,
  );
  return [
    `<rect y="${HORIZON}" width="${BANNER_WIDTH}" height="${ROAD_TOP - HORIZON}" fill="#0d2a4c"/>`,
    `<rect y="${ROAD_TOP}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT - ROAD_TOP}" fill="#081d36"/>`,
    `<rect y="${ROAD_TOP}" width="${BANNER_WIDTH}" height="3" fill="${palette.sand}" fill-opacity="0.5"/>`,
    dashes.join(''),
  ].join('');
}

/** A 1350x450 banner without words: night-blue sky, a warm sun, a scene on the horizon, the road and a car. */
export function bannerSvg(options: BannerOptions): string {
  const seed = hashString(options.title);
  const { defs: carDefs, body: carBody } = carMarkup({ ...options.car, idPrefix: 'bn' });
  // With room for words the left third stays calm, so landmarks move to the right.
  const withBadge = options.roomForWords === true;
  const spireX = withBadge ? 1180 + (seed % 80) : options.scene === 'highway' ? 1270 : 300 + (seed % 500);
  const scene =
    options.scene === 'city'
      ? skyline(seed, spireX)
      : options.scene === 'desert'
        ? dunes()
        : options.scene === 'coast'
          ? coast(withBadge ? 1130 : 330)
          : skyline(seed, spireX) + tollGantry(withBadge ? 720 : 110);
  const sunX = withBadge ? 1130 : 260 + (seed % 200);
  const defs = [
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.navyDeep}"/><stop offset="0.6" stop-color="${palette.navy}"/><stop offset="1" stop-color="${palette.navyLight}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="${palette.goldLight}" stop-opacity="0.95"/><stop offset="0.35" stop-color="${palette.gold}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sand}"/><stop offset="1" stop-color="${palette.gold}"/></linearGradient>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.navyDeep}" stop-opacity="0.85"/><stop offset="1" stop-color="${palette.navyDeep}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.gold}" stop-opacity="0"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0.28"/></linearGradient>`,
    carDefs,
  ].join('');
  const body = [
    `<defs>${defs}</defs>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="170" r="190" fill="url(#sun)"/>`,
    `<rect y="200" width="${BANNER_WIDTH}" height="${HORIZON - 200}" fill="url(#glow)"/>`,
    scene,
    withBadge ? `<rect width="720" height="${HORIZON}" fill="url(#fade)"/>` : '',
    road(),
    `<path d="M0 ${BANNER_HEIGHT} L0 ${BANNER_HEIGHT - 26} C 420 ${BANNER_HEIGHT - 60}, 860 ${BANNER_HEIGHT - 4}, ${BANNER_WIDTH} ${BANNER_HEIGHT - 40} L${BANNER_WIDTH} ${BANNER_HEIGHT} Z" fill="url(#sand)" fill-opacity="0.9"/>`,
    `<g transform="translate(${withBadge ? 800 : 700} ${n(ROAD_TOP + 48 - 300 * 0.92)}) scale(0.92)">${carBody}</g>`,
  ].join('');
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, options.title, body);
}
