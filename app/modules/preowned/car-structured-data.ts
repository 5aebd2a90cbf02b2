import { preownedReference } from './preowned-reference';
import type { PreownedCarState } from './preowned-states';

type CarForSearch = {
  id: number;
  name: string;
  make: string;
  model: string;
  modelYear: number;
  mileageKm: number;
  priceFils: number;
  bodyTypeLabel: string;
  transmission: string;
  fuel: string;
  colour: string;
  state: PreownedCarState;
  images: Array<{ src: string }>;
};

const availability: Record<PreownedCarState, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  retired: 'https://schema.org/Discontinued',
};

/**
 * The car as schema.org/Car with its offer, for search engines. React Router's meta renders it as
 * a JSON data block with `<` escaped; browsers never run such a block, so it needs no CSP nonce.
 */
export function carStructuredData(car: CarForSearch, pageUrl: string, origin: string, seller: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    sku: preownedReference(car.id),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.modelYear),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileageKm, unitCode: 'KMT' },
    bodyType: car.bodyTypeLabel,
    vehicleTransmission: car.transmission,
    fuelType: car.fuel,
    color: car.colour,
    itemCondition: 'https://schema.org/UsedCondition',
    image: car.images.map((image) => `${origin}${image.src}`),
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      price: (car.priceFils / 100).toFixed(2),
      priceCurrency: 'AED',
      availability: availability[car.state],
      url: pageUrl,
      seller: { '@type': 'Organization', name: seller },
    },
  };
}
