import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv } from './env.server';

describe('configuration', () => {
  test('unset, the deployment is production: it needs its secret, transports and payment settings', () => {
    expect(() => parseEnv({})).toThrow(/SESSION_SECRET:[\s\S]*MAIL_TRANSPORT:[\s\S]*NGENIUS_BASE_URL:/);
    expect(parseEnv(production).APP_ENV).toBe('production');
  });

  test('a development run needs nothing else to run locally', () => {
    const env = parseEnv({ APP_ENV: 'development' });
    expect(env.PORT).toBe(3000);
    expect(env.MAIL_TRANSPORT).toBe('outbox');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_URL).toBe('http://localhost:3000');
  });

  test('given only a port, the public address follows it, so payment returns and reset links reach this server', () => {
    expect(parseEnv({ APP_ENV: 'test', PORT: '3103' }).APP_URL).toBe('http://localhost:3103');
    expect(parseEnv({ APP_ENV: 'test', PORT: '3103', APP_URL: 'https://rent.example.ae' }).APP_URL).toBe(
      'https://rent.example.ae',
    );
  });

  test('given nothing about the database pool, it keeps 10 connections and answers within 5 s when PostgreSQL is silent', () => {
    const env = parseEnv({ APP_ENV: 'development' });
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.DATABASE_CONNECT_TIMEOUT_MS).toBe(5_000);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(4_000);
    expect(env.DATABASE_QUERY_TIMEOUT_MS).toBe(5_000);
    expect(env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(60_000);
  });

  test('given the pool settings, should read them as numbers, and an empty value as the default', () => {
    const env = parseEnv({
      APP_ENV: 'development',
      DATABASE_POOL_SIZE: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      DATABASE_QUERY_TIMEOUT_MS: '2000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '',
    });
    expect(env.DATABASE_POOL_SIZE).toBe(25);
    expect(env.DATABASE_CONNECT_TIMEOUT_MS).toBe(2_000);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(1_500);
    expect(env.DATABASE_QUERY_TIMEOUT_MS).toBe(2_000);
    expect(env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(60_000);
  });

  test.each([
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'ten' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '5s' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '2.5' }, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'],
    // The server must cancel a slow statement before the app stops waiting for it.
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '5000' }, 'DATABASE_QUERY_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '3000', DATABASE_QUERY_TIMEOUT_MS: '2000' }, 'DATABASE_QUERY_TIMEOUT_MS'],
  ])('given %o, should stop with a message naming %s', (source, name) => {
    expect(() => parseEnv({ APP_ENV: 'development', ...source })).toThrow(new RegExp(`${name}:`));
  });

  test.each([
    [{ APP_ENV: 'development', PORT: 'eighty' }, 'PORT'],
    [{ APP_ENV: 'development', DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ APP_ENV: 'production' }, 'SESSION_SECRET'],
    [{ APP_ENV: 'development', MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ APP_ENV: 'development', LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
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

  test.each([
    ['SMTP_URL', { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example.ae:587' }],
    ['SMS_HTTP_URL', { SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example.ae/send' }],
    [
      'NGENIUS_BASE_URL',
      { NGENIUS_BASE_URL: 'https://api-gateway.ngenius-payments.com', NGENIUS_API_KEY: 'k', NGENIUS_OUTLET_REF: 'o' },
    ],
  ])('the demo with a real %s refuses to start, naming it and the way out', (name, settings) => {
    for (const APP_ENV of ['development', 'test']) {
      expect(() => parseEnv({ APP_ENV, ...settings })).toThrow(new RegExp(`${name}: points at [^ ]+, a real service`));
      expect(() => parseEnv({ APP_ENV, ...settings })).toThrow(/set APP_ENV=production/);
    }
  });

  test('the demo may use services on this machine: a local mail sink, SMS stub or payment sandbox', () => {
    const env = parseEnv({
      APP_ENV: 'test',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'http://localhost:4010/sms',
      NGENIUS_BASE_URL: 'http://[::1]:4020',
      NGENIUS_API_KEY: 'k',
      NGENIUS_OUTLET_REF: 'o',
    });
    expect(env.APP_ENV).toBe('test');
  });
});

const production = {
  SESSION_SECRET: 'x'.repeat(32),
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.example.ae:587',
  SMS_TRANSPORT: 'http',
  SMS_HTTP_URL: 'https://sms.example.ae/send',
  NGENIUS_BASE_URL: 'https://api-gateway.ngenius-payments.com',
  NGENIUS_API_KEY: 'key',
  NGENIUS_OUTLET_REF: 'outlet',
};
