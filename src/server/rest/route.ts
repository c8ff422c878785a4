import type { AppRouter } from '../router';
import type { ErrorKey } from '../platform/i18n';

// The shape of a documented /api path and of what it answers: each domain declares its own in its rest.ts.

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends { _def: { type: 'query' | 'mutation' } }
    ? `${P}${K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** 'auth.login', 'tokens.create', …: a typo here fails the typecheck. */
export type ProcedurePath = Leaves<AppRouter['_def']['record']>;

export type RestRequest = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The multipart file of that field, as bytes; undefined when the request has none. */
  file: (field: string) => Promise<Uint8Array | undefined>;
};

/** Statuses a path can answer besides those every path of its kind gives (rest/openapi.ts), with what they mean there. */
export type RouteErrors = Partial<Record<403 | 404 | 409 | 413 | 422 | 429 | 500 | 503, string>>;

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path syntax: `/api/tokens/:id`. */
  path: string;
  procedure: ProcedurePath;
  /** Status of a successful answer; a procedure returning nothing answers 204. */
  status?: number;
  /**
   * A multipart upload of one file: its field, its media type (for the document), the most bytes read of it
   * (past that, 413 without reading the rest) and the message saying so (given `{mb}`). The multipart parser is registered for these routes only (it hooks
   * every request it covers).
   */
  upload?: { field: string; type: string; maxBytes: number; tooLarge: ErrorKey };
  /**
   * A body of plain text (`text/plain`), as other systems send messages: the input field it becomes. Its size is the
   * app's body limit (1 MiB), checked from the declared length before a byte is read (413 past it); a body of
   * another type is a 415.
   */
  text?: { field: string };
  /** Only where the default mapping does not fit (uploads). */
  input?: (req: RestRequest) => unknown;
  /**
   * A procedure answering bytes names their type; one answering `{ content_type, bytes }` lists the types
   * it may answer (a photo is the type it is); others answer JSON.
   */
  contentType?: string | readonly string[];
  /**
   * An answer of plain text (`text/plain`), as other systems read messages: the answer's field sent as the body,
   * others as headers (a cursor), and an example of the text for the document.
   */
  textAnswer?: { field: string; headers: Record<string, { field: string; description: string }>; example: string };
  /**
   * An answer to be saved rather than shown: sent with `Content-Disposition: attachment` and the file name this
   * makes from it (the procedure's answer, of the route's own type).
   */
  attachment?: (answer: never) => string;
  /**
   * A former path kept answering for the integrators who call it: the document marks it deprecated (its
   * description names the path to use) and gives it an operationId of its own.
   */
  deprecated?: true;
  /** One line for the OpenAPI document, plain text. */
  summary: string;
  /** More for the document, Markdown. */
  description?: string;
  errors?: RouteErrors;
};
