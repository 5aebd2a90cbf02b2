import { inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { settings } from '~/db/schema';
import type { SocialUrls } from '~/components/frame/social-links';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { whatsappChatUrl } from './whatsapp-chat';

/** Reads several settings at once; missing keys are simply absent from the result. */
export async function readSettings(keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db()
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

// Until staff set the company's WhatsApp number, chats go to the head office line.
const defaultWhatsappNumber = '+971600587004';

const defaultSocial: SocialUrls = {
  whatsapp: whatsappChatUrl(defaultWhatsappNumber),
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  linkedin: 'https://www.linkedin.com/',
};

export function socialLinks(): Promise<SocialUrls> {
  return cachedReference('social-links', readSocialLinks);
}

async function readSocialLinks(): Promise<SocialUrls> {
  const found = await readSettings(['socialLinks', 'whatsappNumber']);
  const social = (found.socialLinks ?? {}) as Partial<SocialUrls>;
  const whatsapp = typeof found.whatsappNumber === 'string' ? whatsappChatUrl(found.whatsappNumber) : undefined;
  return { ...defaultSocial, ...social, ...(whatsapp ? { whatsapp } : {}) };
}

/** The number customers chat with about a booking: the one in settings, the same as the footer's. */
export function whatsappNumber(): Promise<string> {
  return cachedReference('whatsapp-number', async () => {
    const found = await readSettings(['whatsappNumber']);
    return typeof found.whatsappNumber === 'string' ? found.whatsappNumber : defaultWhatsappNumber;
  });
}
