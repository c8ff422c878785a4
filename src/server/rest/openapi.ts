import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { WHO } from '../../shared/roles';
import { AirportSchema, UserPageSchema, ZoneSchema } from '../../shared/schemas/admin';
import { MeSchema, NewTokenSchema, ServiceSchema, TokenSchema, UserSchema } from '../../shared/schemas/auth';
import { BagEventPageSchema, BagEventSchema, ScanResultSchema } from '../../shared/schemas/baggage-events';
import { BagSchema } from '../../shared/schemas/bags';
import { BytesSchema, NoContentSchema, TypedBytesSchema } from '../../shared/schemas/common';
import { DashboardStatsSchema, FreightDashboardStatsSchema } from '../../shared/schemas/dashboard';
import {
  FreightEventSchema,
  FreightScanResultSchema,
  ShipmentDetailSchema,
  ShipmentPageSchema,
  ShipmentSchema,
  UnassignedShipmentSchema,
} from '../../shared/schemas/freight';
import {
  FlightDetailSchema,
  FlightPageSchema,
  FlightSchema,
  PassengerDetailSchema,
  PassengerPageSchema,
  PassengerSchema,
} from '../../shared/schemas/flights';
import { appRouter } from '../router';
import type { ProcedureMeta } from '../platform/trpc';
import { responses } from './responses';
import type { ProcedurePath, RestRoute } from './route';
import { restRoutes } from './routes';
import { sections, tags } from '../domains';

// The API is described by an OpenAPI 3.1 document of every /api path, generated from the very valibot schemas the
// procedures validate with (inputs) and declare (answers, rest/responses.ts), and from who may call
// them (the procedures' meta), so the document cannot drift from the server.
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; [k: string]: unknown };

/** Answers worth a name in the document: generated clients get a type for each. */
const COMPONENTS: Record<string, v.GenericSchema> = {
  User: UserSchema,
  Me: MeSchema,
  Service: ServiceSchema,
  Token: TokenSchema,
  NewToken: NewTokenSchema,
  UserPage: UserPageSchema,
  Airport: AirportSchema,
  Zone: ZoneSchema,
  Flight: FlightSchema,
  FlightPage: FlightPageSchema,
  FlightDetail: FlightDetailSchema,
  Passenger: PassengerSchema,
  PassengerPage: PassengerPageSchema,
  PassengerDetail: PassengerDetailSchema,
  Bag: BagSchema,
  BagEvent: BagEventSchema,
  BagEventPage: BagEventPageSchema,
  ScanResult: ScanResultSchema,
  DashboardStats: DashboardStatsSchema,
  Shipment: ShipmentSchema,
  ShipmentPage: ShipmentPageSchema,
  ShipmentDetail: ShipmentDetailSchema,
  UnassignedShipment: UnassignedShipmentSchema,
  FreightEvent: FreightEventSchema,
  FreightScanResult: FreightScanResultSchema,
  FreightDashboardStats: FreightDashboardStatsSchema,
};

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  definitions: COMPONENTS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

type Procedure = { _def: { inputs: unknown[]; meta?: ProcedureMeta } };
const procedureOf = (path: string) => (appRouter._def.procedures as unknown as Record<string, Procedure>)[path]!._def;

function inputSchema(procedure: string): JsonSchema | null {
  const schema = procedureOf(procedure).inputs[0] as v.GenericSchema | undefined;
  if (!schema) return null;
  // transforms (text ids → numbers) have no JSON Schema form: the input side is what callers send
  const json = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as JsonSchema;
  delete json.$schema;
  return anyValueFields(json);
}

function answerSchema(schema: v.GenericSchema): JsonSchema {
  // a named answer is a reference to its component; others are written in place
  const name = Object.keys(COMPONENTS).find((k) => COMPONENTS[k] === schema);
  if (name) return { $ref: `#/components/schemas/${name}` };
  const json = toJsonSchema(schema, CONVERSION) as JsonSchema;
  delete json.$schema;
  delete json.$defs;
  return json;
}

function success(route: RestRoute) {
  const schema = responses[route.procedure] as v.GenericSchema;
  if (schema === NoContentSchema) return { 204: { description: 'Done: no content' } };
  if (route.textAnswer) {
    const { headers, example } = route.textAnswer;
    return {
      [route.status ?? 200]: {
        description: 'Success: plain text',
        headers: Object.fromEntries(
          Object.entries(headers).map(([name, h]) => [
            name,
            { description: h.description, schema: { type: 'string' } },
          ]),
        ),
        content: { 'text/plain': { schema: { type: 'string' }, example } },
      },
    };
  }
  if (schema === BytesSchema || schema === TypedBytesSchema) {
    const types = typeof route.contentType === 'string' ? [route.contentType] : (route.contentType ?? []);
    const content = Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
    return { [route.status ?? 200]: { description: 'The file', content } };
  }
  return {
    [route.status ?? 200]: {
      description: route.attachment ? 'Success: a file to save' : 'Success',
      ...(route.attachment && { headers: { 'Content-Disposition': ATTACHMENT } }),
      content: { 'application/json': { schema: answerSchema(schema) } },
    },
  };
}

const ATTACHMENT = {
  description: '`attachment`, with the name to save the file under',
  schema: { type: 'string', examples: ['attachment; filename="tarmac-personal-data-K7T2QX-2026-11-22.json"'] },
};

// a 503 of ours is a refusal that passes with time (AppError.retryAfter)
const RETRY_AFTER = { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 1 } };

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Only the statuses the path can give: from its method, who may call it, its input and its own list. */
function errors(route: RestRoute, meta: ProcedureMeta | undefined, hasInput: boolean) {
  const access = meta?.access;
  // a DELETE takes no body, yet one sent is read (and refused) as any other's
  const body = route.method !== 'GET';
  const mutating = route.method !== 'GET';
  // trpc.ts: a session whose password someone else chose may only replace it
  const passwordFirst = !!access && !meta?.beforePasswordChange;
  const out: Record<number, string> = {};
  if (body && !route.text) out[400] = route.upload ? 'The multipart body is malformed' : 'The body is not valid JSON';
  // the caller is resolved, and a cookie change checked for X-Requested-With, before any path (app.ts): a public path too
  out[401] = access ? 'No valid session or token' : 'A Bearer token was sent and is not valid (this path needs none)';
  // every role passes ownAccount's door, integration accounts included (roles.ts), and the doors open before a
  // password change (who am I, sign out, change it) let every signed-in account in (trpc.ts)
  const byRole = !!access && access !== 'ownAccount' && !meta?.beforePasswordChange;
  if (byRole || mutating || passwordFirst) {
    out[403] = [
      byRole &&
        (access === 'signedIn'
          ? 'An integration account (it may only send messages)'
          : 'Your role or service may not do this'),
      passwordFirst &&
        'a session whose user must change their password first (`must_change_password`: `POST /api/profile/password`)',
      mutating && 'a cookie call without `X-Requested-With: XMLHttpRequest`',
    ]
      .filter(Boolean)
      .join(', or ');
  }
  if (/:\w+/.test(route.path)) out[404] = 'No record has this id';
  if (body)
    out[413] = route.upload ? `The file is over ${route.upload.maxBytes / 1024 / 1024} MB` : 'The body is over 1 MB';
  if (body)
    out[415] = route.upload
      ? 'The body is not multipart/form-data'
      : route.text
        ? 'The body is not text (`text/plain`)'
        : 'The body is not JSON (`application/json`)';
  if (hasInput) out[422] = 'Validation failed: `errors` maps each field to its messages';
  Object.assign(out, route.errors);
  return Object.fromEntries(
    Object.entries(out).map(([status, text]) => [
      status,
      status === '503' ? { ...error(text), headers: { 'Retry-After': RETRY_AFTER } } : error(text),
    ]),
  );
}

function whoMayCall(meta: ProcedureMeta | undefined) {
  const access = meta?.access;
  if (!access) return 'No authentication.';
  if (meta?.beforePasswordChange) return 'Every signed-in user, one who must change their password first included.';
  if (access === 'signedIn') return 'Every signed-in user but integration accounts.';
  return `For ${WHO[access]}.`;
}

/** Each namespace's section (the registry's `tags`): a procedure added without one fails the typecheck. */
const TAGS: Record<ProcedurePath extends `${infer Router}.${string}` ? Router : never, string> = tags;

/**
 * A field taken whatever it holds (`v.unknown()`, such as a value the old clients send and the server ignores)
 * converts to `anyOf: [{}, …]`, which linters rightly call illogical: it is simply "any value".
 */
function anyValueFields(json: JsonSchema): JsonSchema {
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    const anyOf = field.anyOf as JsonSchema[] | undefined;
    if (anyOf?.some((s) => Object.keys(s).length === 0)) {
      const { anyOf: _, ...rest } = field;
      json.properties![name] = {
        ...rest,
        description: rest.description ?? 'Accepted and ignored.',
      };
    }
  }
  return json;
}

function operation(route: RestRoute) {
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const meta = procedureOf(route.procedure).meta;
  const access = meta?.access;
  const schema = inputSchema(route.procedure);
  const fields = Object.entries(schema?.properties ?? {}).filter(([name]) => !pathParams.includes(name));
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const op: Record<string, unknown> = {
    tags: [TAGS[route.procedure.split('.')[0] as keyof typeof TAGS]],
    summary: route.summary,
    description: [route.description, whoMayCall(meta)].filter(Boolean).join('\n\n'),
    operationId:
      route.procedure.replace('.', '_') +
      (route.path.startsWith('/api/profile') ? '_profile' : '') +
      (route.deprecated ? '_deprecated' : ''),
    ...(route.deprecated && { deprecated: true }),
    parameters: [
      // a record's id, else what the input says of it (a claim's reference)
      ...pathParams.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: /id$/i.test(name)
          ? { type: 'integer', minimum: 1 }
          : (schema?.properties?.[name] ?? { type: 'string' }),
      })),
      ...(inQuery
        ? fields.map(([name, s]) => ({
            name,
            in: 'query',
            required: !!schema?.required?.includes(name),
            // readers and generated clients show a parameter's own description, seldom its schema's
            ...(typeof s.description === 'string' ? { description: s.description } : {}),
            schema: s,
          }))
        : []),
    ],
    responses: { ...success(route), ...errors(route, meta, !!schema) },
  };
  if (!access) op.security = [];
  if (route.upload) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [route.upload.field],
            properties: {
              [route.upload.field]: { type: 'string', format: 'binary', contentMediaType: route.upload.type },
            },
          },
        },
      },
    };
  } else if (route.text) {
    const field = route.text.field;
    op.requestBody = { required: true, content: { 'text/plain': { schema: schema?.properties?.[field] } } };
  } else if (!inQuery && fields.length) {
    const required = schema?.required?.filter((r) => !pathParams.includes(r));
    op.requestBody = {
      required: !!required?.length,
      content: { 'application/json': { schema: { ...schema, properties: Object.fromEntries(fields), required } } },
    };
  }
  return op;
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of restRoutes()) {
    (paths[route.path.replace(/:(\w+)/g, '{$1}')] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  const schemas = toJsonSchemaDefs(COMPONENTS, CONVERSION) as Record<string, JsonSchema>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tarmac API',
      version: '1',
      license: { name: 'GNU Affero General Public License v3.0 or later', identifier: 'AGPL-3.0-or-later' },
      description: [
        'The REST API of Tarmac: every screen of the application is built on these calls.',
        '**Authentication.** Integrations send `Authorization: Bearer <token>`; create a token in Profile → API tokens (it is shown once). ' +
          'A browser signed in with `POST /login` sends its session cookie instead, and must add `X-Requested-With: XMLHttpRequest` to every call that changes data.',
        "**Errors** are JSON `{message}` in the user's language (or `Accept-Language`); a 422 adds `errors: {field: [messages]}`; a 500 carries the `request_id` of the server log.",
        '**Lists** of many rows are pages: `data`, `current_page`, `last_page`, `per_page`, `total`, `next_page_url`, `prev_page_url` and `links`; ask for another with `page`.',
        "**Times** are ISO 8601 with their offset; flight times are in the airport's time zone.",
      ].join('\n\n'),
    },
    // relative: the document is served by the installation it describes, whatever its host name
    servers: [{ url: '/', description: 'This installation of Tarmac' }],
    tags: Object.entries(sections).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API token from Profile → API tokens.' },
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'tarmac_session',
          description: 'The session cookie of `POST /login`.',
        },
        xhr: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Requested-With',
          description: 'With the cookie, `XMLHttpRequest` on every call that changes data.',
        },
      },
      schemas: {
        ...schemas,
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string', examples: ['Validation failed.'] },
            errors: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' } },
              examples: [{ bag_tag_number: ['This field is required.'] }],
            },
            request_id: { type: 'string' },
          },
        },
      },
    },
    security: [{ bearer: [] }, { cookie: [], xhr: [] }],
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
