/** Where the head office is, as the `headOfficeMap` setting stores it. */
export type HeadOfficeMap = { lat: number; lon: number; zoom: number; address: { en: string; ar?: string } };

/** Used when the setting is missing or malformed: the Al Salam Street head office in Abu Dhabi. */
export const defaultHeadOfficeMap: HeadOfficeMap = {
  lat: 24.4878,
  lon: 54.377,
  zoom: 15,
  address: {
    en: 'Oasis Rent A Car L.L.C., Al Salam Street, P.O. Box 47215, Abu Dhabi, United Arab Emirates',
    ar: 'الواحة لتأجير السيارات ذ.م.م، شارع السلام، ص.ب 47215، أبوظبي، الإمارات العربية المتحدة',
  },
};

const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** The setting's value if it is usable, else the default; a bad value never breaks the contact page. */
export function readHeadOfficeMap(value: unknown): HeadOfficeMap {
  if (!value || typeof value !== 'object') return defaultHeadOfficeMap;
  const setting = value as Record<string, unknown>;
  const address = setting.address as { en?: unknown; ar?: unknown } | undefined;
  if (!isNumberIn(setting.lat, -90, 90) || !isNumberIn(setting.lon, -180, 180)) return defaultHeadOfficeMap;
  return {
    lat: setting.lat,
    lon: setting.lon,
    zoom: isNumberIn(setting.zoom, 1, 19) ? Math.round(setting.zoom) : defaultHeadOfficeMap.zoom,
    address:
      address && typeof address.en === 'string' && address.en.trim()
        ? { en: address.en, ar: typeof address.ar === 'string' && address.ar.trim() ? address.ar : undefined }
        : defaultHeadOfficeMap.address,
  };
}

const round = (value: number) => Number(value.toFixed(5));

/** The OpenStreetMap embed (the page's Content-Security-Policy allows frames from www.openstreetmap.org) and a plain link to the same place. */
export function headOfficeMapUrls({ lat, lon, zoom }: HeadOfficeMap) {
  // A box about as wide as the zoom level shows, so the marker sits in the middle.
  const half = 180 / 2 ** zoom;
  const bbox = [lon - half, lat - half / 2, lon + half, lat + half / 2].map(round).join(',');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${round(lat)}%2C${round(lon)}`,
    link: `https://www.openstreetmap.org/?mlat=${round(lat)}&mlon=${round(lon)}#map=${zoom}/${round(lat)}/${round(lon)}`,
  };
}
