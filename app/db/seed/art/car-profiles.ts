/**
 * Side-view silhouettes for each body style, drawn facing right on a 640x360 canvas whose ground
 * line is y = 300. Outline points run from the front bottom corner over the roof to the rear bottom
 * corner; each carries the radius its corner is rounded with.
 */

export type BodyStyle =
  'hatchback' | 'sedan' | 'suv' | 'large-suv' | 'minivan' | 'van' | 'pickup' | 'coupe' | 'luxury-sedan';

export type OutlinePoint = [x: number, y: number, radius: number];

export type CarProfile = {
  wheelRadius: number;
  archRadius: number;
  rearWheelX: number;
  frontWheelX: number;
  /** The body's bottom edge. */
  sillY: number;
  outline: OutlinePoint[];
  /** The side glass, a trapezoid split by pillars. */
  glass: {
    bottomY: number;
    topY: number;
    frontBottomX: number;
    frontTopX: number;
    rearTopX: number;
    rearBottomX: number;
  };
  pillars: { x: number; width: number }[];
  /** Door shut lines, front to rear; a handle sits just ahead of each rear edge. */
  doorLines: number[];
  /** A styling crease along the flank: y at the rear and at the front. */
  crease: [rearY: number, frontY: number];
  roofRails?: boolean;
  chromeTrim?: boolean;
  /** Pickups: the top of the load bed, drawn with a rail. */
  bedTopY?: number;
  /** Where the rear lamp sits when it is not just below the rear deck (vans). */
  tailLampY?: number;
};

export const carProfiles: Record<BodyStyle, CarProfile> = {
  hatchback: {
    wheelRadius: 33,
    archRadius: 41,
    rearWheelX: 198,
    frontWheelX: 438,
    sillY: 268,
    outline: [
      [520, 268, 14],
      [524, 220, 12],
      [512, 204, 14],
      [408, 190, 10],
      [338, 118, 26],
      [178, 114, 30],
      [140, 178, 12],
      [132, 200, 8],
      [134, 268, 14],
    ],
    glass: { bottomY: 190, topY: 124, frontBottomX: 394, frontTopX: 334, rearTopX: 196, rearBottomX: 174 },
    pillars: [{ x: 282, width: 12 }],
    doorLines: [398, 282, 214],
    crease: [208, 214],
  },
  sedan: {
    wheelRadius: 36,
    archRadius: 44,
    rearWheelX: 172,
    frontWheelX: 458,
    sillY: 266,
    outline: [
      [556, 266, 14],
      [560, 214, 12],
      [548, 198, 16],
      [430, 186, 10],
      [362, 122, 28],
      [250, 118, 34],
      [172, 180, 12],
      [96, 186, 10],
      [88, 210, 10],
      [90, 266, 14],
    ],
    glass: { bottomY: 188, topY: 128, frontBottomX: 414, frontTopX: 358, rearTopX: 256, rearBottomX: 192 },
    pillars: [{ x: 316, width: 12 }],
    doorLines: [412, 316, 222],
    crease: [206, 212],
  },
  'luxury-sedan': {
    wheelRadius: 38,
    archRadius: 46,
    rearWheelX: 168,
    frontWheelX: 476,
    sillY: 264,
    outline: [
      [574, 264, 14],
      [578, 212, 12],
      [564, 194, 16],
      [446, 182, 10],
      [372, 118, 30],
      [238, 114, 36],
      [160, 174, 12],
      [80, 180, 10],
      [72, 206, 10],
      [74, 264, 14],
    ],
    glass: { bottomY: 184, topY: 124, frontBottomX: 430, frontTopX: 368, rearTopX: 244, rearBottomX: 180 },
    pillars: [{ x: 320, width: 12 }],
    doorLines: [428, 320, 222],
    crease: [204, 208],
    chromeTrim: true,
  },
  coupe: {
    wheelRadius: 37,
    archRadius: 45,
    rearWheelX: 180,
    frontWheelX: 466,
    sillY: 264,
    outline: [
      [560, 264, 14],
      [566, 222, 12],
      [552, 210, 18],
      [436, 196, 10],
      [356, 140, 30],
      [268, 136, 40],
      [150, 184, 14],
      [96, 188, 8],
      [90, 214, 10],
      [92, 264, 14],
    ],
    glass: { bottomY: 196, topY: 148, frontBottomX: 420, frontTopX: 352, rearTopX: 272, rearBottomX: 212 },
    pillars: [{ x: 300, width: 6 }],
    doorLines: [424, 286],
    crease: [214, 220],
  },
  suv: {
    wheelRadius: 40,
    archRadius: 48,
    rearWheelX: 186,
    frontWheelX: 454,
    sillY: 256,
    outline: [
      [548, 256, 14],
      [552, 196, 14],
      [540, 172, 18],
      [424, 164, 10],
      [352, 92, 24],
      [140, 88, 26],
      [112, 148, 10],
      [104, 176, 8],
      [106, 256, 14],
    ],
    glass: { bottomY: 164, topY: 98, frontBottomX: 410, frontTopX: 348, rearTopX: 148, rearBottomX: 128 },
    pillars: [
      { x: 284, width: 12 },
      { x: 184, width: 14 },
    ],
    doorLines: [406, 284, 196],
    crease: [190, 196],
  },
  'large-suv': {
    wheelRadius: 42,
    archRadius: 50,
    rearWheelX: 168,
    frontWheelX: 468,
    sillY: 252,
    outline: [
      [572, 252, 14],
      [576, 180, 12],
      [566, 158, 14],
      [446, 150, 8],
      [378, 80, 18],
      [92, 76, 18],
      [78, 120, 8],
      [74, 160, 8],
      [76, 252, 14],
    ],
    glass: { bottomY: 152, topY: 88, frontBottomX: 432, frontTopX: 372, rearTopX: 100, rearBottomX: 92 },
    pillars: [
      { x: 304, width: 12 },
      { x: 190, width: 14 },
    ],
    doorLines: [428, 304, 206],
    crease: [182, 186],
    roofRails: true,
  },
  minivan: {
    wheelRadius: 36,
    archRadius: 44,
    rearWheelX: 172,
    frontWheelX: 466,
    sillY: 262,
    outline: [
      [562, 262, 14],
      [566, 210, 12],
      [552, 192, 16],
      [476, 176, 10],
      [394, 90, 34],
      [108, 84, 26],
      [86, 140, 10],
      [80, 176, 8],
      [82, 262, 14],
    ],
    glass: { bottomY: 174, topY: 96, frontBottomX: 460, frontTopX: 392, rearTopX: 116, rearBottomX: 98 },
    pillars: [
      { x: 372, width: 12 },
      { x: 226, width: 12 },
    ],
    doorLines: [452, 372, 226],
    crease: [200, 206],
  },
  van: {
    wheelRadius: 35,
    archRadius: 43,
    rearWheelX: 160,
    frontWheelX: 474,
    sillY: 262,
    outline: [
      [568, 262, 14],
      [572, 208, 12],
      [562, 188, 14],
      [534, 172, 10],
      [488, 84, 24],
      [78, 78, 16],
      [70, 100, 6],
      [70, 262, 14],
    ],
    glass: { bottomY: 170, topY: 92, frontBottomX: 524, frontTopX: 484, rearTopX: 86, rearBottomX: 84 },
    pillars: [
      { x: 462, width: 14 },
      { x: 360, width: 12 },
      { x: 250, width: 12 },
      { x: 150, width: 12 },
    ],
    doorLines: [520, 458, 336],
    crease: [196, 200],
    tailLampY: 180,
  },
  pickup: {
    wheelRadius: 39,
    archRadius: 47,
    rearWheelX: 164,
    frontWheelX: 466,
    sillY: 256,
    outline: [
      [566, 256, 14],
      [570, 190, 12],
      [558, 170, 16],
      [442, 160, 8],
      [376, 96, 22],
      [250, 92, 16],
      [244, 160, 6],
      [78, 160, 6],
      [74, 180, 6],
      [76, 256, 14],
    ],
    glass: { bottomY: 158, topY: 102, frontBottomX: 428, frontTopX: 372, rearTopX: 252, rearBottomX: 250 },
    pillars: [{ x: 340, width: 12 }],
    doorLines: [428, 340, 252],
    crease: [190, 194],
    bedTopY: 160,
  },
};
