import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/platform/env';

describe('Environment parsing', () => {
  it('applies the documented defaults (port 3000, ./data, admin@example.com…) to an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@example.com',
      DEMO: false,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      LOGIN_LIMIT_PER_MINUTE: 20,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.APP_TIMEZONE).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('reads the given values, numbers and switches included', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgresql://tarmac@db:5432/tarmac',
      APP_TIMEZONE: 'Africa/Kinshasa',
      DEMO: '1',
      TRUST_PROXY: '1',
      ADMIN_PASSWORD: 'long-enough',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgresql://tarmac@db:5432/tarmac',
      APP_TIMEZONE: 'Africa/Kinshasa',
      DEMO: true,
      TRUST_PROXY: 1,
    });
  });

  it('runs the demo on its home airport’s clock, unless APP_TIMEZONE names another', () => {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(parseEnv({ DEMO: '1' }).APP_TIMEZONE).toBe('Africa/Kinshasa');
    expect(parseEnv({ DEMO: 'true' }).APP_TIMEZONE).toBe('Africa/Kinshasa');
    expect(parseEnv({ DEMO: '1', APP_TIMEZONE: 'Europe/Brussels' }).APP_TIMEZONE).toBe('Europe/Brussels');
    expect(parseEnv({}).APP_TIMEZONE).toBe(here);
  });

  it('lists every problem at once: a bad PORT and a bad APP_TIMEZONE together', () => {
    let message = '';
    try {
      parseEnv({ PORT: 'eighty', APP_TIMEZONE: 'Mars/Olympus_Mons' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  PORT: PORT must be a port number, 1 to 65535',
      '  APP_TIMEZONE: APP_TIMEZONE must be an IANA time zone such as Africa/Kinshasa',
    ]);
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL must be an e-mail address'],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD needs at least 8 characters'],
    ['PORT', { PORT: '-1' }, 'PORT must be a port number, 1 to 65535'],
    // past what a socket takes: it failed only once listening, after the migrations, with a stack trace
    ['PORT', { PORT: '99999' }, 'PORT must be a port number, 1 to 65535'],
    ['PORT', { PORT: '0' }, 'PORT must be a port number, 1 to 65535'],
    // a typing error, not a silent "off"
    ['DEMO', { DEMO: 'yes' }, 'DEMO must be 1 or true (0, false or empty: off)'],
    ['LOGIN_LIMIT_PER_MINUTE', { LOGIN_LIMIT_PER_MINUTE: '0' }, 'LOGIN_LIMIT_PER_MINUTE must be a number from 1'],
    // "every hop" would let any client name its own address and escape the sign-in limits
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }, 'TRUST_PROXY must be 0, a number of proxy hops'],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be 0, a number of proxy hops'],
    ['TRUST_PROXY', { TRUST_PROXY: 'proxy.local' }, 'TRUST_PROXY must be 0, a number of proxy hops'],
  ])('refuses a bad %s with a message naming it', (name, source, text) => {
    expect(() => parseEnv(source)).toThrow(`${name}: ${text}`);
  });

  it("takes TRUST_PROXY as a hop count or the proxies' addresses and ranges", () => {
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.10 ,::1' }).TRUST_PROXY).toBe('10.0.0.0/8,192.0.2.10,::1');
  });

  it('refuses unknown LOG_LEVEL and NODE_ENV values', () => {
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});

describe('The broker settings', () => {
  it('take a broker with a queue, an exchange or both, and neither without a broker', () => {
    expect(
      parseEnv({ BAGGAGE_AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672', BAGGAGE_AMQP_QUEUE: 'bsm' }),
    ).toMatchObject({
      BAGGAGE_AMQP_QUEUE: 'bsm',
      BAGGAGE_AMQP_PREFETCH: 10,
    });
    expect(() => parseEnv({ BAGGAGE_AMQP_URL: 'amqp://127.0.0.1' })).toThrow(/BAGGAGE_AMQP_URL: .*goes with/);
    expect(() => parseEnv({ BAGGAGE_AMQP_QUEUE: 'bsm' })).toThrow(/goes with/);
    expect(parseEnv({ BAGGAGE_AMQP_URL: 'amqp://127.0.0.1', BAGGAGE_AMQP_BPM_EXCHANGE: 'bpm' })).toMatchObject({
      BAGGAGE_AMQP_BPM_EXCHANGE: 'bpm',
    });
    expect(() => parseEnv({ BAGGAGE_AMQP_BPM_EXCHANGE: 'bpm' })).toThrow(/goes with/);
    expect(() => parseEnv({ BAGGAGE_AMQP_URL: 'http://x', BAGGAGE_AMQP_QUEUE: 'bsm' })).toThrow(/amqp:\/\//);
    expect(() => parseEnv({ BAGGAGE_AMQP_PREFETCH: '0' })).toThrow(/BAGGAGE_AMQP_PREFETCH/);
  });
});

describe('The mail relay settings', () => {
  it('take a relay with its sender, neither without the other, and the retries as seconds', () => {
    expect(
      parseEnv({ SMTP_URL: 'smtps://tarmac:s3cret@relay.airport.cd:465', SMTP_FROM: 'Tarmac <lost@airport.cd>' }),
    ).toMatchObject({
      SMTP_FROM: 'Tarmac <lost@airport.cd>',
      EMAIL_RETRY_SECONDS: [60, 300, 1800, 7200],
      EMAIL_ATTEMPTS: 8,
    });
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ SMTP_URL: 'smtp://relay.airport.cd' })).toThrow(
      /SMTP_URL: SMTP_URL and SMTP_FROM go together/,
    );
    expect(() => parseEnv({ SMTP_FROM: 'lost@airport.cd' })).toThrow(/go together/);
    expect(() => parseEnv({ SMTP_URL: 'http://relay', SMTP_FROM: 'lost@airport.cd' })).toThrow(/SMTP_URL must be smtp/);
    expect(() => parseEnv({ SMTP_URL: 'smtp://relay', SMTP_FROM: 'Lost and found' })).toThrow(/SMTP_FROM must be/);
    expect(parseEnv({ EMAIL_RETRY_SECONDS: '1,2' }).EMAIL_RETRY_SECONDS).toEqual([1, 2]);
    expect(() => parseEnv({ EMAIL_RETRY_SECONDS: '60,,300' })).toThrow(/EMAIL_RETRY_SECONDS must be/);
    expect(() => parseEnv({ EMAIL_ATTEMPTS: '0' })).toThrow(/EMAIL_ATTEMPTS must be/);
  });
});

describe('The tracker link hosts', () => {
  it('are none unless configured, then exact host names in lower case; anything else in the list stops the start', () => {
    expect(parseEnv({}).TRACKER_LINK_HOSTS).toEqual([]);
    expect(parseEnv({ TRACKER_LINK_HOSTS: ' Share.Tracker.test ,hub.tracker.test,' }).TRACKER_LINK_HOSTS).toEqual([
      'share.tracker.test',
      'hub.tracker.test',
    ]);
    for (const bad of [
      'https://share.tracker.test',
      'share.tracker.test/item',
      'share.tracker.test:443',
      'localhost',
      '*.tracker.test',
      'a..b',
    ])
      expect(() => parseEnv({ TRACKER_LINK_HOSTS: bad }), bad).toThrow(/TRACKER_LINK_HOSTS must be host names/);
  });
});
