import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv } from './env.server';

describe('configuration', () => {
  test('defaults are enough to run locally', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.MAIL_TRANSPORT).toBe('outbox');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ APP_ENV: 'production' }, 'SESSION_SECRET'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('given %o, should stop with a message naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
