import { type BannerOptions, bannerSvg } from '~/db/seed/art/banner';
import { isTourPlace, PICTURES_PER_PLACE, type TourPlace, tourPlaceNames } from './tour-places';

// The same drawings as the site's offer and blog banners: a scene on the horizon and one of our cars.
const scenes: Record<TourPlace, Array<Omit<BannerOptions, 'title'>>> = {
  'abu-dhabi': [
    { scene: 'coast', car: { style: 'luxury-sedan', colour: '#f4f4f5' } },
    { scene: 'city', car: { style: 'suv', colour: '#1e3a5f' } },
    { scene: 'highway', car: { style: 'sedan', colour: '#b91c1c' } },
  ],
  dubai: [
    { scene: 'city', car: { style: 'coupe', colour: '#d97706' } },
    { scene: 'coast', car: { style: 'large-suv', colour: '#1f2328' } },
    { scene: 'highway', car: { style: 'luxury-sedan', colour: '#334155' } },
  ],
  'al-ain': [
    { scene: 'desert', car: { style: 'suv', colour: '#2f5d50' } },
    { scene: 'highway', car: { style: 'hatchback', colour: '#2563eb' } },
    { scene: 'city', car: { style: 'minivan', colour: '#e5e7eb' } },
  ],
  desert: [
    { scene: 'desert', car: { style: 'large-suv', colour: '#f4f4f5' } },
    { scene: 'desert', car: { style: 'pickup', colour: '#b45309' } },
    { scene: 'desert', car: { style: 'suv', colour: '#7f1d1d' } },
  ],
  northern: [
    { scene: 'coast', car: { style: 'suv', colour: '#0f766e' } },
    { scene: 'highway', car: { style: 'sedan', colour: '#f4f4f5' } },
    { scene: 'desert', car: { style: 'large-suv', colour: '#475569' } },
  ],
};

/** The SVG for '/tour-pictures/dubai-2.svg', or null for any other name. */
export function tourPictureSvg(name: string | undefined): string | null {
  const match = /^([a-z-]+)-(\d)\.svg$/.exec(name ?? '');
  if (!match || !isTourPlace(match[1])) return null;
  const index = Number(match[2]) - 1;
  if (index < 0 || index >= PICTURES_PER_PLACE) return null;
  const place = match[1];
  return bannerSvg({ title: `${tourPlaceNames[place]} ${index + 1}`, ...scenes[place][index] });
}
