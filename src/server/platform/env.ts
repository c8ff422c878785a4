import { isIP } from 'node:net';
import * as v from 'valibot';

/** A number of days from 1, as text in the environment. */
function days(name: string, fallback: string) {
  return v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, `${name} must be a number of days from 1`), v.transform(Number)),
    fallback,
  );
}

// Parsed once at boot; every problem is listed before exiting (the README's Configuration table names them).
const EnvFields = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'PORT must be a port number, 1 to 65535'),
      v.transform(Number),
      v.check((n) => n >= 1 && n <= 65_535, 'PORT must be a port number, 1 to 65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')),
  ),
  DATA_DIR: v.optional(v.string(), './data'),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('ADMIN_EMAIL must be an e-mail address')), 'admin@example.com'),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'ADMIN_PASSWORD needs at least 8 characters'))),
  APP_TIMEZONE: v.optional(
    v.pipe(
      v.string(),
      v.check((tz) => isTimeZone(tz), 'APP_TIMEZONE must be an IANA time zone such as Africa/Kinshasa'),
    ),
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  ),
  // anything else is a typing error, not a silent "off"
  DEMO: v.optional(
    v.pipe(
      v.string(),
      v.picklist(['0', '1', 'true', 'false', ''], 'DEMO must be 1 or true (0, false or empty: off)'),
      v.transform((s) => s === '1' || s === 'true'),
    ),
    '0',
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  // ULDs registered without a code get one: the IATA type of a pillow, and the owner code of an airport that has none
  ULD_PILLOW_TYPE: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'ULD_PILLOW_TYPE must be three capital letters')),
    'PLW',
  ),
  ULD_OWNER_CODE: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,3}$/, 'ULD_OWNER_CODE must be 2 or 3 capital letters or digits')),
    '8Z',
  ),
  // Delivery targets at arrival: first and last bag back to the passengers, minutes after the arrival time
  DELIVERY_FIRST_BAG_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'DELIVERY_FIRST_BAG_MINUTES must be a number of minutes'),
      v.transform(Number),
    ),
    '10',
  ),
  DELIVERY_LAST_BAG_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'DELIVERY_LAST_BAG_MINUTES must be a number of minutes'),
      v.transform(Number),
    ),
    '30',
  ),
  // The operations board: a departure with bags not loaded needs attention from this many minutes before off-block
  BOARD_ATTENTION_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'BOARD_ATTENTION_MINUTES must be a number of minutes'),
      v.transform(Number),
    ),
    '45',
  ),
  // The Montreal Convention's clocks on claims, in days: a delayed bag may be treated as lost after
  // CLAIM_LOST_AFTER_DAYS (art. 17); once delivered, written complaints for damage and for delay (art. 31)
  CLAIM_LOST_AFTER_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'CLAIM_LOST_AFTER_DAYS must be a number of days'), v.transform(Number)),
    '21',
  ),
  CLAIM_DAMAGE_COMPLAINT_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'CLAIM_DAMAGE_COMPLAINT_DAYS must be a number of days'),
      v.transform(Number),
    ),
    '7',
  ),
  CLAIM_DELAY_COMPLAINT_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'CLAIM_DELAY_COMPLAINT_DAYS must be a number of days'),
      v.transform(Number),
    ),
    '21',
  ),
  // The carrier's liability for checked baggage under the Montreal Convention (art. 22(2)), in special drawing rights
  // per passenger: 1,519 since the review of 28 December 2024; the convention revises it every five years (art. 24)
  BAGGAGE_LIABILITY_SDR: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}$/, 'BAGGAGE_LIABILITY_SDR must be a whole number of SDR'),
      v.transform(Number),
    ),
    '1519',
  ),
  // A licence plate names one bag within this many days between the flights' departures: a carrier's serials come
  // round again after a million bags, within weeks for a large carrier, so the same plate later is a new bag
  // (docs/rules/baggage-scanning.md). Fourteen days covers a bag's whole journey and its tracing after a delay.
  BAG_PLATE_WINDOW_DAYS: days('BAG_PLATE_WINDOW_DAYS', '14'),
  // How long personal data is kept, in days: passengers' names, PNRs and seats and their bags' scan
  // remarks after their flight's arrival; a claim's contact details and address after it was closed (delivered);
  // a found bag's description and photo after the claim it was matched to was closed; audit rows (30 at least).
  // A claim's file is kept two years: the Montreal Convention (art. 35) leaves the passenger two years from the
  // arrival to bring an action, and the file is what the carrier answers it with. Two years are 731 days when they
  // span a 29 February: 730 would erase a file a day before the time to act ends.
  RETAIN_PASSENGER_DAYS: days('RETAIN_PASSENGER_DAYS', '30'),
  RETAIN_CLAIM_DAYS: days('RETAIN_CLAIM_DAYS', '731'),
  RETAIN_FOUND_BAG_DAYS: days('RETAIN_FOUND_BAG_DAYS', '731'),
  // a shipment's shipper and consignee (a person as often as a firm) after its last scan: the same two years for an
  // action about the goods (art. 35 covers cargo as it covers baggage)
  RETAIN_SHIPMENT_DAYS: days('RETAIN_SHIPMENT_DAYS', '731'),
  AUDIT_RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'AUDIT_RETENTION_DAYS must be a number of days'),
      v.transform(Number),
      v.minValue(30, 'AUDIT_RETENTION_DAYS must be 30 days at least'),
    ),
    '400',
  ),
  // Behind a TLS-terminating proxy or load balancer: trust its X-Forwarded-* so cookies get Secure and the sign-in
  // limits see the client's address. Only the proxies named are trusted: a number of hops (1: the one balancer in
  // front), or the proxies' addresses and ranges. "Every hop" would let any client write its own address and
  // escape the limits.
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        isTrustProxy,
        "TRUST_PROXY must be 0, a number of proxy hops (1 for one load balancer) or the proxies' addresses and ranges (10.0.0.0/8,192.0.2.10)",
      ),
      // fastify's forms: a hop count, or the trusted addresses as one comma-separated text
      v.transform((s): false | number | string =>
        /^\d+$/.test(s)
          ? Number(s) || false
          : s
              .split(',')
              .map((a) => a.trim())
              .join(','),
      ),
    ),
    '0',
  ),
  // Requests to POST /api/baggage-messages per sending account and minute, all processes together: a departure
  // control system sends one message a bag at check-in, 50 a second at a large airport's peak, so the default
  // (3,000) only stops a sender gone wrong.
  BAGGAGE_MESSAGES_PER_MINUTE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,6}$/, 'BAGGAGE_MESSAGES_PER_MINUTE must be a number from 1'),
      v.transform(Number),
    ),
    '3000',
  ),
  // The airport's message broker (AMQP 0-9-1, e.g. RabbitMQ), where the airlines' systems put their BSMs and BUMs:
  // with a URL and a queue, every process consumes that queue beside serving HTTP (baggage-messages/broker.ts,
  // decision 057). Several processes share the queue as competing consumers; each holds at most PREFETCH messages
  // not yet acknowledged. No URL: messages come by HTTP only.
  BAGGAGE_AMQP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^amqps?:\/\//, 'BAGGAGE_AMQP_URL must start with amqp:// or amqps://')),
  ),
  BAGGAGE_AMQP_QUEUE: v.optional(
    v.pipe(v.string(), v.minLength(1), v.maxLength(255, 'BAGGAGE_AMQP_QUEUE is too long')),
  ),
  // An exchange of that broker where every bag event is published as a BPM (bpm-publisher.ts, decision 056).
  BAGGAGE_AMQP_BPM_EXCHANGE: v.optional(
    v.pipe(v.string(), v.minLength(1), v.maxLength(255, 'BAGGAGE_AMQP_BPM_EXCHANGE is too long')),
  ),
  BAGGAGE_AMQP_PREFETCH: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,2}$/, 'BAGGAGE_AMQP_PREFETCH must be a number from 1 to 999'),
      v.transform(Number),
    ),
    '10',
  ),
  // Sign-ins per client address and minute. Kiosks reaching Tarmac through one address (a NAT without
  // TRUST_PROXY) share it: at a change of shift a whole hall signs in at once.
  LOGIN_LIMIT_PER_MINUTE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,4}$/, 'LOGIN_LIMIT_PER_MINUTE must be a number from 1'),
      v.transform(Number),
    ),
    '20',
  ),
  // The passengers' own claim pages: filings per client address and hour, look-ups and changes per address and
  // minute, and wrong proofs (reference, name, code) per claim reference and day, counted in the database
  PUBLIC_CLAIMS_PER_HOUR: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,3}$/, 'PUBLIC_CLAIMS_PER_HOUR must be a number from 1'),
      v.transform(Number),
    ),
    '5',
  ),
  PUBLIC_CLAIM_CALLS_PER_MINUTE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,3}$/, 'PUBLIC_CLAIM_CALLS_PER_MINUTE must be a number from 1'),
      v.transform(Number),
    ),
    '10',
  ),
  CLAIM_PROOF_FAILURES_PER_DAY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,2}$/, 'CLAIM_PROOF_FAILURES_PER_DAY must be a number from 1'),
      v.transform(Number),
    ),
    '10',
  ),
  // The lost-and-found desk's phone and e-mail, which a passenger's claim page gives; unset, it names the airport only
  LOST_AND_FOUND_PHONE: v.optional(
    v.pipe(v.string(), v.maxLength(40, 'LOST_AND_FOUND_PHONE is at most 40 characters')),
  ),
  LOST_AND_FOUND_EMAIL: v.optional(v.pipe(v.string(), v.email('LOST_AND_FOUND_EMAIL must be an e-mail address'))),
  // The airport's mail relay, through which passengers get the news of their claims (claim-news/, decision 063):
  // smtp:// (STARTTLS when the relay offers it) or smtps:// (TLS from the start), with user:pass when it asks for
  // them. Unset, no e-mail is queued or sent and the desk's claim says so. SMTP_FROM is the sender passengers see.
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^smtps?:\/\/[^/?#\s]+\/?$/, 'SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://…'),
    ),
  ),
  SMTP_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(isMailbox, 'SMTP_FROM must be an e-mail address, or a name and one: Tarmac <lost-found@airport.cd>'),
    ),
  ),
  // A message the relay refused or could not take waits before its next attempt: these seconds, after the first
  // failure, the second…, the last repeated; after EMAIL_ATTEMPTS attempts in all it is given up (the desk sees why)
  EMAIL_RETRY_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}(,[1-9]\d{0,5})*$/, 'EMAIL_RETRY_SECONDS must be seconds from 1, comma-separated: 60,300'),
      v.transform((s) => s.split(',').map(Number)),
    ),
    '60,300,1800,7200',
  ),
  EMAIL_ATTEMPTS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'EMAIL_ATTEMPTS must be a number from 1 to 99'), v.transform(Number)),
    '8',
  ),
  // The address passengers reach Tarmac at (the receipt's QR code and the e-mails link to its claim pages); unset,
  // this process's own address, which is right on one machine and wrong behind a load balancer
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, 'PUBLIC_URL must be an http(s) address without ? or #'),
      v.transform((s) => s.replace(/\/+$/, '')),
    ),
  ),
  // The hosts of the location-sharing links (Apple's Find My "Share Item Location", Google's Find Hub) a passenger
  // may give on their claim's page, as Apple's and Google's support pages give them: exact host names, comma
  // separated. Tarmac ships none, since it must not guess them; empty, the claim pages take no tracker link
  TRACKER_LINK_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.check(
        (hosts) => hosts.every(isHostName),
        'TRACKER_LINK_HOSTS must be host names separated by commas (such as links.example.com), without scheme, port or path',
      ),
    ),
    '',
  ),
});

const EnvSchema = v.pipe(
  EnvFields,
  // a broker with neither a queue nor an exchange does nothing, a queue or an exchange without a broker is a typo
  v.forward(
    v.check(
      (env) => !env.BAGGAGE_AMQP_URL === !(env.BAGGAGE_AMQP_QUEUE || env.BAGGAGE_AMQP_BPM_EXCHANGE),
      'BAGGAGE_AMQP_URL goes with BAGGAGE_AMQP_QUEUE, BAGGAGE_AMQP_BPM_EXCHANGE or both',
    ),
    ['BAGGAGE_AMQP_URL'],
  ),
  // a relay without a sender address would have every message refused, a sender without a relay is a typo
  v.forward(
    v.check((env) => !env.SMTP_URL === !env.SMTP_FROM, 'SMTP_URL and SMTP_FROM go together: set both or neither'),
    ['SMTP_URL'],
  ),
);

export type Env = v.InferOutput<typeof EnvSchema>;

/** A hop count, or a list of IPv4/IPv6 addresses with an optional prefix length. */
function isTrustProxy(value: string) {
  if (/^\d{1,2}$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  });
}

/** An address (a@b.c) alone or in angle brackets after a name: what a From header carries. */
function isMailbox(value: string) {
  const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address);
}

/** A DNS host name of two labels or more (letters, digits, hyphens): what a link's host is compared with. */
function isHostName(host: string) {
  return (
    host.length <= 253 &&
    host.split('.').length >= 2 &&
    host.split('.').every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))
  );
}

function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * The demo's airports are a Congolese airline's, its home N'djili (FIH): its clock, unless APP_TIMEZONE names
 * another. On a machine in UTC the demo's scans and reports (on APP_TIMEZONE) read an hour apart from its flights
 * (on their airports' clocks) otherwise.
 */
export const DEMO_TIMEZONE = 'Africa/Kinshasa';

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const demo = source.DEMO === '1' || source.DEMO === 'true';
  const result = v.safeParse(
    EnvSchema,
    demo && !source.APP_TIMEZONE ? { ...source, APP_TIMEZONE: DEMO_TIMEZONE } : source,
  );
  if (result.success) return result.output;
  const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
