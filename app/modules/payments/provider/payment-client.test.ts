import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv } from '~/modules/config/env.server';
import { paymentPageOrigin, paymentProviderSettings } from './payment-client.server';
import { SANDBOX_API_KEY, SANDBOX_OUTLET_REF } from './sandbox/sandbox-settings';

const real = {
  NGENIUS_BASE_URL: 'https://api-gateway.ngenius-payments.com',
  NGENIUS_API_KEY: 'a2V5OnNlY3JldA==',
  NGENIUS_OUTLET_REF: 'outlet-1',
};

/** Real N-Genius settings are refused outside production (decision record 045). */
const production = {
  APP_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.example.ae:587',
  SMS_TRANSPORT: 'http',
  SMS_HTTP_URL: 'https://sms.example.ae/send',
};

describe('which payment provider', () => {
  test('given no N-Genius settings, should use the sandbox on this site', () => {
    expect(
      paymentProviderSettings(
        parseEnv({ APP_ENV: 'development', APP_URL: 'http://localhost:3304', NGENIUS_API_KEY: '' }),
      ),
    ).toEqual({
      provider: 'sandbox',
      baseUrl: 'http://localhost:3304/sandbox/ngenius',
      apiKey: SANDBOX_API_KEY,
      outletRef: SANDBOX_OUTLET_REF,
    });
  });

  test('given the three settings, should use N-Genius', () => {
    expect(paymentProviderSettings(parseEnv({ ...production, ...real }))).toEqual({
      provider: 'ngenius',
      baseUrl: real.NGENIUS_BASE_URL,
      apiKey: real.NGENIUS_API_KEY,
      outletRef: real.NGENIUS_OUTLET_REF,
    });
  });
});

describe('paymentPageOrigin', () => {
  test("given N-Genius, should be its hosted page's origin, configurable", () => {
    expect(paymentPageOrigin(parseEnv({ ...production, ...real }))).toBe('https://paypage.ngenius-payments.com');
    expect(
      paymentPageOrigin(
        parseEnv({
          ...production,
          ...real,
          NGENIUS_PAYMENT_PAGE_ORIGIN: 'https://paypage.sandbox.ngenius-payments.com/',
        }),
      ),
    ).toBe('https://paypage.sandbox.ngenius-payments.com');
  });

  test('given the built-in sandbox, should be none: it lives on this site', () => {
    expect(paymentPageOrigin(parseEnv({ APP_ENV: 'development' }))).toBeNull();
  });
});

describe('N-Genius configuration', () => {
  test.each(['NGENIUS_BASE_URL', 'NGENIUS_API_KEY', 'NGENIUS_OUTLET_REF'])(
    'given production without %s, should stop naming it',
    (name) => {
      const source = { ...production, ...real, [name]: '' };
      expect(() => parseEnv(source)).toThrow(ConfigError);
      expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: is required in production`));
    },
  );

  test('given production with all three, should start', () => {
    expect(parseEnv({ ...production, ...real }).NGENIUS_OUTLET_REF).toBe('outlet-1');
  });

  test('given only an API key in development, should ask for the rest', () => {
    expect(() => parseEnv({ APP_ENV: 'development', NGENIUS_API_KEY: 'k' })).toThrow(
      /NGENIUS_BASE_URL: is required with NGENIUS_API_KEY/,
    );
  });

  test('given a base URL that is not a URL, should stop naming it', () => {
    expect(() => parseEnv({ ...production, ...real, NGENIUS_BASE_URL: 'gateway' })).toThrow(/NGENIUS_BASE_URL:/);
  });
});
