import { carProfiles, type BodyStyle, type CarProfile, type OutlinePoint } from './car-profiles';
import { darken, lighten, n, palette, svgDocument } from './svg';

export type CarArtOptions = {
  style: BodyStyle;
  /** Paint colour as #rrggbb. */
  colour: string;
  /** Panel van: glass only in the cab. */
  cargo?: boolean;
  /** Keeps gradient ids unique when several cars share one document. */
  idPrefix?: string;
};

const GROUND_Y = 300;
type Point = [number, number];

/** Straight edges through the given corners, each corner rounded with its own radius. */
function roundedRun(from: Point, corners: OutlinePoint[], to: Point): string {
  const all: OutlinePoint[] = [[from[0], from[1], 0], ...corners, [to[0], to[1], 0]];
  let d = '';
  for (let i = 1; i < all.length - 1; i++) {
    const [x, y, radius] = all[i];
    const [px, py] = all[i - 1];
    const [nx, ny] = all[i + 1];
    const toPrev = Math.hypot(px - x, py - y);
    const toNext = Math.hypot(nx - x, ny - y);
    const r = Math.min(radius, toPrev / 2, toNext / 2);
    const a: Point = [x + ((px - x) * r) / toPrev, y + ((py - y) * r) / toPrev];
    const b: Point = [x + ((nx - x) * r) / toNext, y + ((ny - y) * r) / toNext];
    d += ` L${n(a[0])} ${n(a[1])} Q${n(x)} ${n(y)} ${n(b[0])} ${n(b[1])}`;
  }
  return `${d} L${n(to[0])} ${n(to[1])}`;
}

function roundedPolygon(points: Point[], radius: number): string {
  const [first, last] = [points[0], points[points.length - 1]];
  const start: Point = [(first[0] + last[0]) / 2, (first[1] + last[1]) / 2];
  const corners = points.map(([x, y]): OutlinePoint => [x, y, radius]);
  return `M${n(start[0])} ${n(start[1])}${roundedRun(start, corners, start)} Z`;
}

function archSpan(profile: CarProfile, wheelX: number) {
  const centreY = GROUND_Y - profile.wheelRadius;
  const dy = profile.sillY - centreY;
  const half = Math.sqrt(profile.archRadius ** 2 - dy ** 2);
  return { start: wheelX - half, end: wheelX + half, largeArc: dy > 0 ? 1 : 0 };
}

function bodyPath(profile: CarProfile): string {
  const { sillY, archRadius: r, outline } = profile;
  const rear = archSpan(profile, profile.rearWheelX);
  const front = archSpan(profile, profile.frontWheelX);
  return [
    `M${n(rear.start)} ${sillY}`,
    `A${r} ${r} 0 ${rear.largeArc} 1 ${n(rear.end)} ${sillY}`,
    `L${n(front.start)} ${sillY}`,
    `A${r} ${r} 0 ${front.largeArc} 1 ${n(front.end)} ${sillY}`,
    roundedRun([front.end, sillY], outline, [rear.start, sillY]),
    'Z',
  ].join(' ');
}

/** The side glass, cut into panes by the pillars; a panel van keeps only the cab window. */
function glassPanes(profile: CarProfile, cargo: boolean): Point[][] {
  const g = profile.glass;
  const pillars = [...profile.pillars].sort((a, b) => a.x - b.x);
  const panes: Point[][] = [];
  for (let i = 0; i <= pillars.length; i++) {
    const left = i === 0 ? null : pillars[i - 1].x + pillars[i - 1].width / 2;
    const right = i === pillars.length ? null : pillars[i].x - pillars[i].width / 2;
    panes.push([
      left === null ? [g.rearBottomX, g.bottomY] : [left, g.bottomY],
      left === null ? [g.rearTopX, g.topY] : [left, g.topY],
      right === null ? [g.frontTopX, g.topY] : [right, g.topY],
      right === null ? [g.frontBottomX, g.bottomY] : [right, g.bottomY],
    ]);
  }
  return cargo ? panes.slice(-1) : panes;
}

function wheel(x: number, radius: number, id: string): string {
  const cy = GROUND_Y - radius;
  const rim = radius * 0.64;
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<rect x="${n(-radius * 0.07)}" y="${n(-rim * 0.94)}" width="${n(radius * 0.14)}" height="${n(rim * 0.94)}" rx="2" fill="#c9d0d8" transform="translate(${x} ${cy}) rotate(${angle})"/>`,
    )
    .join('');
  return [
    `<circle cx="${x}" cy="${cy}" r="${radius}" fill="#1b1f24"/>`,
    `<circle cx="${x}" cy="${cy}" r="${n(radius * 0.86)}" fill="none" stroke="#2c323a" stroke-width="2"/>`,
    `<circle cx="${x}" cy="${cy}" r="${n(rim)}" fill="url(#${id}-rim)"/>`,
    spokes,
    `<circle cx="${x}" cy="${cy}" r="${n(rim)}" fill="none" stroke="#dde2e8" stroke-width="2.5"/>`,
    `<circle cx="${x}" cy="${cy}" r="${n(radius * 0.17)}" fill="#e6eaef" stroke="#8f99a4" stroke-width="1.5"/>`,
  ].join('');
}

/** Gradients and the drawing of one car, in a 640x360 frame, ready to place inside any SVG. */
export function carMarkup(options: CarArtOptions): { defs: string; body: string } {
  const profile = carProfiles[options.style];
  const id = options.idPrefix ?? 'car';
  const colour = options.colour;
  const { outline, glass, sillY, wheelRadius, archRadius } = profile;
  const frontX = outline[1][0];
  const noseTop = outline[2];
  const tailX = outline[outline.length - 2][0];
  const tailTopY = profile.tailLampY ?? outline[outline.length - 3][1];
  const roofY = Math.min(...outline.map((p) => p[1]));
  const midX = (frontX + tailX) / 2;
  const line = darken(colour, 0.42);
  const rear = archSpan(profile, profile.rearWheelX);
  const front = archSpan(profile, profile.frontWheelX);
  const wheelCy = GROUND_Y - wheelRadius;

  const defs = [
    `<linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${lighten(colour, 0.28)}"/><stop offset="0.45" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.3)}"/></linearGradient>`,
    `<linearGradient id="${id}-glass" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#3a4b61"/><stop offset="1" stop-color="#101826"/></linearGradient>`,
    `<radialGradient id="${id}-rim" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#5b6470"/><stop offset="1" stop-color="#2d333b"/></radialGradient>`,
    `<radialGradient id="${id}-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.34"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}-lamp" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff7d6"/><stop offset="1" stop-color="#ffffff"/></linearGradient>`,
  ].join('');

  const panes = glassPanes(profile, options.cargo ?? false);
  const doorEnd = (x: number) => {
    for (const [wheelX, span] of [
      [profile.rearWheelX, rear],
      [profile.frontWheelX, front],
    ] as const) {
      if (x > span.start - 4 && x < span.end + 4) {
        const dx = Math.min(Math.abs(x - wheelX), archRadius - 1);
        return wheelCy - Math.sqrt(archRadius ** 2 - dx ** 2) - 5;
      }
    }
    return sillY - 7;
  };
  const doors = profile.doorLines
    .map(
      (x) =>
        `<path d="M${x} ${glass.bottomY + 2} L${x} ${n(doorEnd(x))}" stroke="${line}" stroke-opacity="0.55" stroke-width="1.6"/>`,
    )
    .join('');
  const handles = profile.doorLines
    .slice(1)
    .map(
      (x) =>
        `<rect x="${x + 10}" y="${glass.bottomY + 13}" width="18" height="4.5" rx="2.2" fill="${darken(colour, 0.32)}"/>`,
    )
    .join('');

  const body = [
    `<ellipse cx="${n(midX)}" cy="${GROUND_Y}" rx="${n((frontX - tailX) / 2 + 26)}" ry="15" fill="url(#${id}-shadow)"/>`,
    `<circle cx="${profile.rearWheelX}" cy="${wheelCy}" r="${archRadius - 2}" fill="#16191d"/>`,
    `<circle cx="${profile.frontWheelX}" cy="${wheelCy}" r="${archRadius - 2}" fill="#16191d"/>`,
    profile.roofRails
      ? `<rect x="${glass.rearTopX + 6}" y="${roofY - 8}" width="${glass.frontTopX - glass.rearTopX - 36}" height="5" rx="2.5" fill="#30353c"/>` +
        [glass.rearTopX + 14, glass.frontTopX - 44]
          .map((x) => `<rect x="${x}" y="${roofY - 5}" width="8" height="6" fill="#30353c"/>`)
          .join('')
      : '',
    `<path d="${bodyPath(profile)}" fill="url(#${id}-paint)" stroke="${line}" stroke-width="1.5" stroke-linejoin="round"/>`,
    panes.map((pane) => `<path d="${roundedPolygon(pane, 7)}" fill="url(#${id}-glass)"/>`).join(''),
    panes
      .map(
        ([, [, topY], [rightX]]) =>
          `<path d="M${n(rightX - 40)} ${topY + 4} L${n(rightX - 22)} ${topY + 4} L${n(rightX - 58)} ${glass.bottomY - 4} L${n(rightX - 76)} ${glass.bottomY - 4} Z" fill="#ffffff" fill-opacity="0.1"/>`,
      )
      .join(''),
    profile.chromeTrim
      ? `<path d="M${glass.rearBottomX} ${glass.bottomY + 2} L${glass.frontBottomX} ${glass.bottomY + 2}" stroke="#e8ecf1" stroke-width="2.5" stroke-linecap="round"/>`
      : '',
    profile.bedTopY !== undefined
      ? `<path d="M${tailX + 6} ${profile.bedTopY + 6} L${glass.rearBottomX - 10} ${profile.bedTopY + 6}" stroke="${line}" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>`
      : '',
    `<path d="M${tailX + 16} ${profile.crease[0]} L${frontX - 18} ${profile.crease[1]}" stroke="${lighten(colour, 0.45)}" stroke-opacity="0.75" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M${tailX + 16} ${profile.crease[0] + 3} L${frontX - 18} ${profile.crease[1] + 3}" stroke="${line}" stroke-opacity="0.25" stroke-width="1.5" stroke-linecap="round"/>`,
    doors,
    handles,
    `<path d="M${n(rear.end + 8)} ${sillY - 6} L${n(front.start - 8)} ${sillY - 6}" stroke="${darken(colour, 0.38)}" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round"/>`,
    `<ellipse cx="${glass.frontBottomX + 2}" cy="${glass.bottomY - 5}" rx="11" ry="6.5" fill="${darken(colour, 0.12)}" stroke="${line}" stroke-width="1.2"/>`,
    `<path d="${roundedPolygon(
      [
        [noseTop[0] - 36, noseTop[1] + 3],
        [frontX - 3, noseTop[1] + 9],
        [frontX - 5, noseTop[1] + 20],
        [noseTop[0] - 32, noseTop[1] + 14],
      ],
      3,
    )}" fill="url(#${id}-lamp)" stroke="${line}" stroke-width="1.2"/>`,
    `<path d="${roundedPolygon(
      [
        [tailX + 1, tailTopY + 6],
        [tailX + 24, tailTopY + 4],
        [tailX + 22, tailTopY + 18],
        [tailX + 2, tailTopY + 20],
      ],
      3,
    )}" fill="#c81e1e" stroke="${darken('#c81e1e', 0.35)}" stroke-width="1"/>`,
    `<rect x="${frontX - 44}" y="${sillY - 26}" width="36" height="8" rx="4" fill="${palette.ink}" fill-opacity="0.75"/>`,
    `<rect x="${tailX + 3}" y="${sillY - 30}" width="13" height="5" rx="2" fill="#b91c1c" fill-opacity="0.85"/>`,
    wheel(profile.rearWheelX, wheelRadius, id),
    wheel(profile.frontWheelX, wheelRadius, id),
  ].join('');
  return { defs, body };
}

/** A complete 640x360 illustration: the car on a soft studio floor. */
export function carIllustrationSvg(options: CarArtOptions & { title: string }): string {
  const { defs, body } = carMarkup(options);
  const backdrop = [
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f9fb"/><stop offset="1" stop-color="#e9edf2"/></linearGradient>',
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e7ee"/><stop offset="1" stop-color="#d3dae3"/></linearGradient>',
  ].join('');
  return svgDocument(
    640,
    360,
    options.title,
    `<defs>${backdrop}${defs}</defs><rect width="640" height="360" fill="url(#bg)"/><rect y="${GROUND_Y - 14}" width="640" height="${360 - GROUND_Y + 14}" fill="url(#floor)"/>${body}`,
  );
}
