import { describe, expect, test } from 'vitest';
import { defaultHeadOfficeMap, headOfficeMapUrls, readHeadOfficeMap } from './head-office-map';

describe('the head office map', () => {
  test('the embed and the link point at the configured place', () => {
    const { embed, link } = headOfficeMapUrls({ lat: 25.2, lon: 55.27, zoom: 14, address: { en: 'Dubai' } });
    expect(embed).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(embed).toContain('marker=25.2%2C55.27');
    const bbox = decodeURIComponent(/bbox=([^&]+)/.exec(embed)![1])
      .split(',')
      .map(Number);
    expect(bbox[0]).toBeLessThan(55.27);
    expect(bbox[2]).toBeGreaterThan(55.27);
    expect(bbox[1]).toBeLessThan(25.2);
    expect(bbox[3]).toBeGreaterThan(25.2);
    expect(link).toBe('https://www.openstreetmap.org/?mlat=25.2&mlon=55.27#map=14/25.2/55.27');
  });

  test.each([
    ['missing', undefined],
    ['not an object', 'Abu Dhabi'],
    ['out of range', { lat: 124, lon: 54 }],
    ['text coordinates', { lat: '24.4', lon: '54.3' }],
  ])('given a setting that is %s, should fall back to the head office', (_, value) => {
    expect(readHeadOfficeMap(value)).toEqual(defaultHeadOfficeMap);
  });

  test('a usable setting is kept, with a default zoom and address where it has none', () => {
    expect(readHeadOfficeMap({ lat: 24.2, lon: 55.7 })).toEqual({
      lat: 24.2,
      lon: 55.7,
      zoom: defaultHeadOfficeMap.zoom,
      address: defaultHeadOfficeMap.address,
    });
  });
});
