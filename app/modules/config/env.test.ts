import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv } from './env.server';

describe('configuration', () => {
  test('defaults are enough to run locally', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.MAIL_TRANSPORT).toBe('outbox');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_URL).toBe('http://localhost:3000');
  });

  test('given only a port, the public address follows it, so payment returns and reset links reach this server', () => {
    expect(parseEnv({ PORT: '3103' }).APP_URL).toBe('http://localhost:3103');
    expect(parseEnv({ PORT: '3103', APP_URL: 'https://rent.example.ae' }).APP_URL).toBe('https://rent.example.ae');
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ APP_ENV: 'production' }, 'SESSION_SECRET'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, 'MAIL_TRANSPORT'],
    [
      {
        APP_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mail.example.ae',
      },
      'SMS_TRANSPORT',
    ],
  ])('given %o, should stop with a message naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
