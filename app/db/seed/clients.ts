import { clients } from '../schema';
import { wordmarkSvg, type MarkShape } from './art/wordmark';
import type { SeedContext } from './context';
import { storeSvg } from './store-file.server';

/** Fictional corporate clients for the Clients Portfolio page. */
const clientSeeds: { name: string; colour: string; shape: MarkShape }[] = [
  { name: 'Sandline Logistics', colour: '#0b2545', shape: 'wave' },
  { name: 'Al Waha Facilities Management', colour: '#2f5d50', shape: 'arch' },
  { name: 'Gulf Meridian Contracting', colour: '#1d4e89', shape: 'bars' },
  { name: 'Palm Crest Hospitality', colour: '#8a6d1f', shape: 'circle' },
  { name: 'Saqr Marine Services', colour: '#0f766e', shape: 'triangle' },
  { name: 'Shams Grid Energy', colour: '#b45309', shape: 'diamond' },
  { name: 'Dune & Delta Engineering', colour: '#9a3412', shape: 'triangle' },
  { name: 'Bayan Health Clinics', colour: '#0e7490', shape: 'circle' },
  { name: 'Corniche Events', colour: '#7a1f2b', shape: 'wave' },
  { name: 'Falaj Water Solutions', colour: '#1e40af', shape: 'wave' },
  { name: 'Liwa Agritech', colour: '#3f6212', shape: 'arch' },
  { name: 'Najm Security Services', colour: '#334155', shape: 'diamond' },
  { name: 'Qasr Interiors', colour: '#6d28d9', shape: 'arch' },
  { name: 'Marjan Retail Group', colour: '#be123c', shape: 'circle' },
  { name: 'Sidra Education', colour: '#166534', shape: 'bars' },
  { name: 'Hajar Mountain Tours', colour: '#92400e', shape: 'triangle' },
  { name: 'Jebel Works Industrial', colour: '#374151', shape: 'bars' },
  { name: 'Areej Perfumes', colour: '#9d174d', shape: 'diamond' },
  { name: 'Khor Cargo Shipping', colour: '#075985', shape: 'wave' },
  { name: 'Ghaf Consulting', colour: '#4d7c0f', shape: 'circle' },
];

export async function seedClients({ tx }: SeedContext): Promise<void> {
  for (const [index, client] of clientSeeds.entries()) {
    const slug = client.name.toLowerCase().replace(/[^a-z]+/g, '-');
    const logoFileId = await storeSvg(tx, 'client-logo', `client-${slug}`, wordmarkSvg(client), 240, 120);
    await tx.insert(clients).values({ name: client.name, logoFileId, sortOrder: index + 1 });
  }
}
