import { env, type Env } from '~/modules/config/env.server';
import { createNgeniusClient, type NgeniusClientOptions, type NgeniusHoldClient } from './ngenius-client.server';
import { SANDBOX_API_KEY, SANDBOX_MOUNT_PATH, SANDBOX_OUTLET_REF } from './sandbox/sandbox-settings';

type ProviderSettings = Pick<NgeniusClientOptions, 'baseUrl' | 'apiKey' | 'outletRef'> & {
  provider: 'ngenius' | 'sandbox';
};

/**
 * The real N-Genius when its credentials are configured (always in production: the config
 * requires them there), else the sandbox that server/main.ts mounts on this site.
 */
export function paymentProviderSettings(
  config: Pick<Env, 'APP_URL' | 'NGENIUS_BASE_URL' | 'NGENIUS_API_KEY' | 'NGENIUS_OUTLET_REF'>,
): ProviderSettings {
  if (config.NGENIUS_API_KEY && config.NGENIUS_BASE_URL && config.NGENIUS_OUTLET_REF) {
    return {
      provider: 'ngenius',
      baseUrl: config.NGENIUS_BASE_URL,
      apiKey: config.NGENIUS_API_KEY,
      outletRef: config.NGENIUS_OUTLET_REF,
    };
  }
  return {
    provider: 'sandbox',
    baseUrl: new URL(SANDBOX_MOUNT_PATH, config.APP_URL).toString(),
    apiKey: SANDBOX_API_KEY,
    outletRef: SANDBOX_OUTLET_REF,
  };
}

/** The origin the browser is sent to for a card payment: the provider's hosted page, or none beyond this site for the built-in sandbox. */
export function paymentPageOrigin(
  config: Parameters<typeof paymentProviderSettings>[0] & Pick<Env, 'NGENIUS_PAYMENT_PAGE_ORIGIN'>,
): string | null {
  return paymentProviderSettings(config).provider === 'ngenius'
    ? new URL(config.NGENIUS_PAYMENT_PAGE_ORIGIN).origin
    : null;
}

let client: NgeniusHoldClient | undefined;

/** One client per process, so every request shares its cached access token. */
export function paymentClient(): NgeniusHoldClient {
  if (!client) {
    const { provider: _provider, ...settings } = paymentProviderSettings(env());
    client = createNgeniusClient(settings);
  }
  return client;
}
