import type { CarZone } from '~/modules/rentals/agreement/car-zones';

/**
 * The car seen from above, nose at the top, its zones drawn where they are on a real car (the
 * driver's left is the drawing's left in both languages: a car does not mirror). A marked zone is
 * filled; choosing a zone moves to its row in the damage list, where the kind and note are typed.
 */

type Shape = { zone: CarZone; d: string };

const shapes: Shape[] = [
  { zone: 'front_bumper', d: 'M40 8 Q100 -4 160 8 L164 30 L36 30 Z' },
  { zone: 'bonnet', d: 'M44 30 L156 30 L150 104 L50 104 Z' },
  { zone: 'windscreen', d: 'M50 104 L150 104 L142 136 L58 136 Z' },
  { zone: 'roof', d: 'M58 136 L142 136 L142 256 L58 256 Z' },
  { zone: 'rear_window', d: 'M58 256 L142 256 L150 282 L50 282 Z' },
  { zone: 'boot', d: 'M50 282 L150 282 L156 346 L44 346 Z' },
  { zone: 'rear_bumper', d: 'M36 346 L164 346 L160 368 Q100 380 40 368 Z' },
  { zone: 'front_left', d: 'M20 34 L44 30 L50 104 L20 120 Z' },
  { zone: 'front_right', d: 'M180 34 L156 30 L150 104 L180 120 Z' },
  { zone: 'left_doors', d: 'M20 120 L50 104 L58 136 L58 256 L20 262 Z' },
  { zone: 'right_doors', d: 'M180 120 L150 104 L142 136 L142 256 L180 262 Z' },
  { zone: 'rear_left', d: 'M20 262 L58 256 L50 282 L44 346 L20 340 Z' },
  { zone: 'rear_right', d: 'M180 262 L142 256 L150 282 L156 346 L180 340 Z' },
];

const wheels = [
  [6, 56],
  [182, 56],
  [6, 280],
  [182, 280],
] as const;

export function CarDiagram({
  marked,
  zoneName,
  onChoose,
  title,
}: {
  marked: ReadonlySet<CarZone>;
  zoneName: (zone: CarZone) => string;
  onChoose: (zone: CarZone) => void;
  title: string;
}) {
  const fill = (zone: CarZone) => (marked.has(zone) ? '#dc2626' : '#f1f5f9');
  return (
    <svg viewBox="0 0 200 380" className="mx-auto h-auto w-full max-w-56" role="group" aria-label={title}>
      {wheels.map(([x, y]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width={12}
          height={44}
          rx={4}
          fill={marked.has('wheels') ? '#dc2626' : '#334155'}
          onClick={() => onChoose('wheels')}
        >
          <title>{zoneName('wheels')}</title>
        </rect>
      ))}
      {shapes.map((shape) => (
        <path
          key={shape.zone}
          d={shape.d}
          fill={fill(shape.zone)}
          stroke="#0b2545"
          strokeWidth={1.5}
          className="cursor-pointer hover:opacity-80"
          data-zone={shape.zone}
          onClick={() => onChoose(shape.zone)}
        >
          <title>{zoneName(shape.zone)}</title>
        </path>
      ))}
    </svg>
  );
}
