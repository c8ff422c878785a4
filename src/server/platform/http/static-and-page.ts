import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createGzip, Gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { withinMs } from '../db/client';
import { fail, toErrorResponse } from '../errors';
import { pickLocale } from '../i18n';
import { loggedUrl } from './request-log';
import { indexPage, type PageContent } from '../index-page';
import type { Context } from '../trpc';

/** What the page needs of the user it carries: whether it may be drawn, and its language. */
type PageUser = { must_change_password: boolean; lang: string };

export type StaticAndPageOptions = {
  /** The client build (dist/client); without an index.html in it, no file and no page is served. */
  clientDir: string;
  /** The signed-in user the page carries, as the `auth.me` procedure answers them in `context`. */
  userOf: (context: Context) => Promise<PageUser>;
  /**
   * The user's first screen at `url`, drawn with the answers it shows, asked as the user in `context`; null when the
   * page draws no screen. `signal` aborts a drawing given up, which then stops asking the database.
   */
  drawScreen: (url: string, user: PageUser, context: () => Context, signal: AbortSignal) => Promise<PageContent | null>;
};

/**
 * How long index.html waits for the database (as /healthz waits for its ping): for its session's user, then for its
 * first screen drawn (its questions answered) in what is left of it; past it, the page goes without them.
 */
const PAGE_WAIT_MS = 1000;
/** Too little time left to draw a screen: the page goes without. */
const PAGE_DRAW_MIN_MS = 100;
/** A page drawn larger than this (characters) goes without its drawing: more than the app's first load weighs. */
const PAGE_MAX_CHARS = 1024 * 1024;
/** Pages drawn at once: each takes 25–35 ms of this process's CPU; a hall of kiosks reloading gets undrawn pages. */
const PAGE_DRAWS_AT_ONCE = 4;

/**
 * The client: its files, the API reference, and index.html for every other path a browser asks (every screen is a
 * client route), carrying who is signed in (decision 042) and their first screen drawn (decision 044). Any other
 * path not found is the JSON 404 of the API.
 */
export const staticAndPage = fastifyPlugin<StaticAndPageOptions>(
  async (app, { clientDir, userOf, drawScreen }) => {
    const ASSETS = path.join(clientDir, 'assets') + path.sep;
    // The client: content-hashed files under /assets are cached for a year and never revalidated, sent
    // as the brotli or gzip copy the build made; index.html (which names them) is made per request (below).
    const hasClient = existsSync(path.join(clientDir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        globIgnore: ['.vite/**'],
        setHeaders: (reply: FastifyReply, file: string) => {
          reply.header('cache-control', file.startsWith(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    // The API reference (Swagger UI over /api/openapi.json) is a page of the client build, outside the app's bundle.
    if (hasClient)
      app.get('/api/docs', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('api-docs.html'));
    // index.html carries who is signed in (decision 042) and their first screen drawn (decision 044): never kept by
    // the browser or a proxy, whoever it names
    const page = hasClient ? indexPage(clientDir) : null;
    /**
     * The current user as the `auth.me` procedure answers the request's session; none when signed out, and none when
     * the database does not answer within PAGE_WAIT_MS (stalled, its connections all taken, the embedded one
     * busy with a long statement): the page itself never waits on the database, the client asks and says it waits.
     */
    const bootUser = async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        if (!(await app.signInByCookie(req, reply, PAGE_WAIT_MS))) return undefined;
        return await userOf(app.contextOf(req, reply));
      } catch (err) {
        // the page loads without it (the database away): the client asks, and says so while nobody answers
        req.log.warn({ err }, 'the page goes without the current user');
        return undefined;
      }
    };
    let drawingNow = 0;
    /** A browser asking for a page (not a script's `*\/*`), for a screen other than the password change the server
     * holds every other screen behind. */
    const mayDraw = (req: FastifyRequest, user: PageUser) =>
      hasClient && !user.must_change_password && /\btext\/html\b/.test(req.headers.accept ?? '');
    /**
     * The user's first screen drawn, with the answers it shows, or nothing: for a page `mayDraw`, when fewer than
     * PAGE_DRAWS_AT_ONCE pages are being drawn, and by the page's deadline. Without it the browser draws the screen
     * itself, as before: the page is a little later to paint, never wrong.
     */
    const drawnScreen = async (req: FastifyRequest, reply: FastifyReply, user: PageUser, deadline: number) => {
      const left = deadline - Date.now();
      if (drawingNow >= PAGE_DRAWS_AT_ONCE || left < PAGE_DRAW_MIN_MS) return undefined;
      drawingNow++;
      const stop = new AbortController();
      try {
        const drawn = drawScreen(req.url, user, () => app.contextOf(req, reply), stop.signal);
        return (await withinMs(left, drawn)) ?? undefined;
      } catch (err) {
        req.log.warn({ err }, 'the page goes without its first screen drawn');
        return undefined;
      } finally {
        stop.abort(); // a drawing given up stops asking the database
        drawingNow--;
      }
    };
    app.setNotFoundHandler(async (req, reply) => {
      // every screen is a client route: unknown paths load the app, which shows its own 404
      if (req.method === 'GET' && page && !/^\/(api|trpc)(\/|$|\?)/.test(req.url)) {
        const deadline = Date.now() + PAGE_WAIT_MS;
        const user = await bootUser(req, reply);
        reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
        if (!user || !mayDraw(req, user)) return reply.send(page.whole({ boot: { user } }));
        // A page to draw is sent in two parts: its head at once, so that the browser fetches the stylesheet and the
        // scripts while the screen is drawn, then the drawn screen and its answers. A drawn page is 50–60 KB, mostly
        // markup that compresses tenfold: a kiosk on the airport's Wi-Fi feels it (it holds no secret an attacker
        // could guess through its compressed size: no token, the CSRF rule is a header); each part is flushed.
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const out = gzip ? createGzip({ level: 6 }) : new PassThrough();
        if (gzip) reply.header('content-encoding', 'gzip');
        void reply.send(out);
        out.write(page.head(user.lang));
        // The head leaves before the drawing starts. On the embedded database the drawing's questions are answered in
        // this thread, one promise after another with no turn of the event loop between them, and a head merely
        // written (or a compression flush merely asked) waited for the whole drawing: the browser got the head 60–80 ms
        // late, with the rest. Waiting for the flush, then for the loop's next turn, puts the head on the socket first.
        await new Promise<void>((resolve) =>
          out instanceof Gzip ? out.flush(() => setImmediate(resolve)) : setImmediate(resolve),
        );
        const drawn = await drawnScreen(req, reply, user, deadline);
        let rest = page.rest(drawn ?? { boot: { user } });
        if (drawn && rest.length > PAGE_MAX_CHARS) {
          // a screen whose answers would make the page heavier than the app's own first load: the browser asks them
          req.log.warn(
            { chars: rest.length, url: loggedUrl(req.url) },
            'the page goes without its first screen drawn: too large',
          );
          rest = page.rest({ boot: { user } });
        }
        out.end(rest);
        return reply;
      }
      const { status, body } = toErrorResponse(
        fail('NOT_FOUND', 'pathNotFound', { method: req.method, path: req.url.split('?')[0] ?? '' }),
        pickLocale(null, req.headers['accept-language']),
        req.id,
      );
      return reply.code(status).send(body);
    });
  },
  { name: 'static-and-page', dependencies: ['who-calls'] },
);
