import { answerBadUrl, answerClientError } from './platform/http/client-error';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import { followCredentialChanges } from './auth/credential-events';
import { SESSION_COOKIE, validateSession } from './auth/session';
import { bpmPublisher, brokerConsumer } from './domains/baggage-messages';
import { claimNewsSender, hasMailRelay } from './domains/lost-and-found/claim-news';
import { authenticateToken } from './domains/tokens';
import { scheduledJobs } from './jobs/schedule';
import { asJson, localLinks } from './local-link';
import type { Database } from './platform/db/client';
import type { Env } from './platform/env';
import { attachBus, createEventBus, type EventBus } from './platform/event-bus';
import { endLiveFeeds } from './platform/live-feed';
import { caller } from './platform/http/caller';
import { dropUnreadBody } from './platform/http/drop-unread-body';
import { errorHandler } from './platform/http/error-handler';
import { health } from './platform/http/health';
import { loggerOptions } from './platform/http/request-log';
import { rest } from './platform/http/rest';
import { securityHeaders } from './platform/http/security-headers';
import { staticAndPage, type StaticAndPageOptions } from './platform/http/static-and-page';
import { stopping } from './platform/http/stopping';
import { trpcEndpoint } from './platform/http/trpc-endpoint';
import { createScheduler } from './platform/scheduler';
import { createCallerFactory } from './platform/trpc';
import { registerRest } from './rest/adapter';
import { appRouter } from './router';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event bus of the app's database: publish and subscribe, within this process and across processes. */
    events: EventBus;
  }
}

// `logStream`: where log records go instead of JSON on stdout (console.ts: readable lines at a terminal).
export type AppOptions = {
  database: Database;
  env: Env;
  clientDir?: string;
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  /** The server process's own periodic jobs too (jobs/schedule.ts): main.ts, never a test's app. */
  serverJobs?: boolean;
};

/**
 * The Fastify app: its plugins (src/server/platform/http/) in the order a request meets them. The platform's plugins
 * know no domain: the router, the REST rows and the ways of proving who calls are given to them here.
 */
export async function buildApp({
  database,
  env,
  clientDir = path.resolve('dist/client'),
  logger = true,
  logStream,
  serverJobs = false,
}: AppOptions) {
  const { db } = database;
  const app = Fastify({
    ...(logger ? loggerOptions(env.LOG_LEVEL, logStream) : { logger: false }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // a hop count trusts that many proxies in front (fastify's types take it as a function of the hop)
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 }, // batched tRPC URLs are long
    bodyLimit: 1024 * 1024,
    // a request must be whole within two minutes (a 10 MB manifest over a slow kiosk link fits): a client that
    // sends a byte now and then cannot hold a connection and its buffer for ever
    requestTimeout: 120_000,
    // refused while stopping by the stopping plugin instead, in the caller's language and with Retry-After
    return503OnClosing: false,
    // refusals before a request reaches the error handler, in the app's JSON shape (platform/http/client-error.ts)
    frameworkErrors: answerBadUrl,
    clientErrorHandler: answerClientError,
  });

  // 1. Stopping: new requests refused, every connection closed after its answer.
  await app.register(stopping);

  // 2. Messages between the processes sharing the database (platform/event-bus.ts): credential changes made by any
  // of them reach this one's cache (credential-events.ts).
  const events = createEventBus(database, (err, what) => app.log.warn({ err }, `${what} failed`));
  app.decorate('events', events);
  attachBus(db, events);
  app.addHook('onClose', async () => {
    // a database already closed (its owner closes it after the app, a test before) has nothing left to unlisten
    await events.close().catch((err: unknown) => app.log.debug({ err }, 'closing the event bus failed'));
  });
  await followCredentialChanges(events);
  // the live feeds' streams (boards, dashboards) end when the app closes, so that closing waits for no screen
  app.addHook('preClose', async () => endLiveFeeds(db));

  // 3. Every request: its security headers, who calls (then the body an answer left unread), its errors.
  await app.register(securityHeaders);
  await app.register(caller, {
    db,
    env,
    cookieName: SESSION_COOKIE,
    tokenOf: (secret) => authenticateToken(db, secret),
    sessionOf: (cookie) => validateSession(db, cookie),
  });
  await app.register(dropUnreadBody);
  await app.register(errorHandler);

  // 4. Routes: health, tRPC, REST, then the client.
  await app.register(health, { database });
  await app.register(trpcEndpoint, { router: appRouter });
  await app.register(rest, { routes: registerRest });
  await app.register(staticAndPage, {
    clientDir,
    userOf: (context) => createCaller(context).auth.me(),
    drawScreen,
  });

  // 5. Periodic work (jobs/schedule.ts): a first run when the app is ready, then on its clock until it closes.
  const scheduler = createScheduler(app.log, scheduledJobs(database, env, { serverJobs }));
  app.addHook('onReady', scheduler.start);
  app.addHook('onClose', async () => scheduler.stop());

  // 6. The baggage messages of the airport's broker, when one is configured (decision 057): consumed from when the app
  // is ready (a broker out of reach is tried again meanwhile) until it closes, the message being stored finished first.
  if (env.BAGGAGE_AMQP_URL && env.BAGGAGE_AMQP_QUEUE) {
    const consumer = brokerConsumer(db, env, app.log);
    app.addHook('onReady', async () => consumer.start());
    app.addHook('onClose', async () => consumer.stop());
  }
  // and the BPMs of bag events published to its exchange (decision 056), apart from the scans, by one process at a time
  if (env.BAGGAGE_AMQP_URL && env.BAGGAGE_AMQP_BPM_EXCHANGE) {
    const publisher = bpmPublisher(db, env, app.log);
    app.addHook('onReady', async () => publisher.start());
    app.addHook('onClose', async () => publisher.stop());
  }

  // 7. The passengers' e-mails of their claims' news (decision 063), when a mail relay is configured: sent by every
  // process, each row by one of them, from when the app is ready until it closes.
  if (hasMailRelay(env)) {
    const sender = claimNewsSender(db, env, app.log, events);
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
  }

  return app;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const createCaller = createCallerFactory(appRouter);

/**
 * The drawing code is the client's (src/client/server-render.tsx), with every screen and text: loaded when the first
 * page is drawn, not at start, so that a process that only answers the API (an integration node) never holds it
 * (about 17 MB). That first page may go undrawn while it loads; the pages after it are drawn. It asks its questions
 * through the procedures of this process, as the user (local-link.ts).
 */
let drawing: Promise<typeof import('../client/server-render')> | undefined;
const drawScreen: StaticAndPageOptions['drawScreen'] = async (url, user, context, signal) => {
  drawing ??= import('../client/server-render').then(async (code) => {
    await code.prepareDrawing();
    return code;
  });
  const { drawPage } = await drawing;
  // (the user's dates become texts, as the browser gets them)
  return drawPage(url, asJson(user) as never, localLinks(context), signal);
};
