// subset-font ships no types; this is the one call the Arabic faces script makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      preserveNameIds?: number[];
      variationAxes?: Record<string, number>;
    },
  ): Promise<Buffer>;
}
