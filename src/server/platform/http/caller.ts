import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { CurrentUser } from '../../auth/current-user';
import type { Actor, Call } from '../call';
import { withinMs, type Db } from '../db/client';
import type { Env } from '../env';
import { fail } from '../errors';
import { pickLocale } from '../i18n';
import type { Context } from '../trpc';
import { isApiPath } from './api-paths';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls, and the session cookie's value when that is how they proved it. */
    auth: { actor: Actor; sessionToken: string | null };
  }
  interface FastifyInstance {
    /** The procedures' context for this request (its call, user and session cookie): tRPC, REST and the page. */
    contextOf: (req: FastifyRequest, reply: FastifyReply) => Context;
    /**
     * For a path the caller is not resolved on (the page): the request made by the user its session cookie names,
     * if any (true then). Throws when the database does not answer within `waitMs`.
     */
    signInByCookie: (req: FastifyRequest, reply: FastifyReply, waitMs: number) => Promise<boolean>;
  }
}

/** A valid session, as the auth code finds it (auth/session.ts); renewed near its end, its cookie is sent again. */
type FoundSession = { user: CurrentUser; expires_at: Date; renewed: boolean };

export type CallerOptions = {
  db: Db;
  env: Env;
  /** The session cookie's name. */
  cookieName: string;
  /** The API token a Bearer header's secret names, with its user; null when it names none still valid. */
  tokenOf: (secret: string) => Promise<{ id: number; name: string; user: CurrentUser } | null>;
  /** The session a cookie's value names; null when it names none still valid. */
  sessionOf: (cookie: string) => Promise<FoundSession | null>;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Who is calling: a Bearer token, else the session cookie. Resolved once per request of the API, for tRPC and REST
 * alike, then given to the procedures in their context (`contextOf`). The ways of proving it are the auth code's,
 * given as options: the platform knows none of them.
 */
export const caller = fastifyPlugin<CallerOptions>(
  async (app, { db, env, cookieName, tokenOf, sessionOf }) => {
    await app.register(fastifyCookie);

    const setSessionCookie = (req: FastifyRequest, reply: FastifyReply, token: string, expires: Date) => {
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        expires,
      });
    };
    const clearSessionCookie = (reply: FastifyReply) => {
      reply.clearCookie(cookieName, { path: '/' });
    };

    /** The session the request's cookie names, or null (the cookie cleared when it names none still valid). */
    const sessionOfRequest = async (req: FastifyRequest, reply: FastifyReply) => {
      const cookie = req.cookies[cookieName];
      if (!cookie) return null;
      const session = await sessionOf(cookie);
      if (!session) clearSessionCookie(reply);
      return session && { cookie, session };
    };

    /** The request made by the session's user; a session renewed near its end sends its cookie's new expiry. */
    const signInWith = (
      req: FastifyRequest,
      reply: FastifyReply,
      { cookie, session }: { cookie: string; session: FoundSession },
    ) => {
      if (session.renewed) setSessionCookie(req, reply, cookie, session.expires_at);
      req.auth = { actor: { kind: 'session', user: session.user }, sessionToken: cookie };
    };

    app.decorateRequest('auth', null as never);
    app.addHook('onRequest', async (req, reply) => {
      req.auth = { actor: { kind: 'anonymous' }, sessionToken: null };
      if (!isApiPath(req.url)) return;
      const header = req.headers.authorization;
      // the scheme in any case, as HTTP's authentication schemes are (some client libraries send "bearer")
      if (header && /^bearer /i.test(header)) {
        const token = await tokenOf(header.slice(7).trim());
        if (!token) throw fail('UNAUTHORIZED', 'unauthenticated');
        req.auth = {
          actor: { kind: 'token', user: token.user, token: { id: token.id, name: token.name } },
          sessionToken: null,
        };
        return;
      }
      const found = await sessionOfRequest(req, reply);
      if (!found) return;
      // CSRF: a change made with the session cookie must come from our own scripts, which add this header (a
      // form or a link on another site cannot)
      if (MUTATING.has(req.method) && req.headers['x-requested-with'] !== 'XMLHttpRequest')
        throw fail('FORBIDDEN', 'csrf');
      signInWith(req, reply, found);
    });

    app.decorate('signInByCookie', async (req: FastifyRequest, reply: FastifyReply, waitMs: number) => {
      const found = await withinMs(waitMs, sessionOfRequest(req, reply));
      if (found) signInWith(req, reply, found);
      return Boolean(found);
    });

    // The call services are given (call.ts) and the context of the procedures, once per request.
    app.decorate('contextOf', (req: FastifyRequest, reply: FastifyReply): Context => {
      const { actor, sessionToken } = req.auth;
      const user = 'user' in actor ? actor.user : null;
      const call: Call = {
        db,
        env,
        tz: env.APP_TIMEZONE,
        actor,
        locale: pickLocale(user?.lang, req.headers['accept-language']),
        ip: req.ip,
        requestId: req.id,
      };
      return {
        call,
        user,
        session: {
          token: sessionToken,
          set: (token, expires) => setSessionCookie(req, reply, token, expires),
          clear: () => clearSessionCookie(reply),
        },
      };
    });
  },
  // (not 'caller': fastify-plugin sets a property of the plugin's name on the function, and a function's `caller`
  // cannot be set)
  { name: 'who-calls' },
);
