/** The spec's device types, read from the user agent (no geolocation is ever asked for). */
export type DeviceType =
  'desktop-windows' | 'desktop-macintosh' | 'desktop-other' | 'mobile-android' | 'mobile-iphone' | 'tablet';

export function deviceType(userAgent: string | null): DeviceType {
  const ua = userAgent ?? '';
  if (/iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/iPhone|iPod/i.test(ua)) return 'mobile-iphone';
  if (/Android/i.test(ua)) return 'mobile-android';
  if (/Windows/i.test(ua)) return 'desktop-windows';
  if (/Macintosh|Mac OS X/i.test(ua)) return 'desktop-macintosh';
  return 'desktop-other';
}
