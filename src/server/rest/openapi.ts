import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { appRouter } from '../router';
import { restRoutes } from './routes';

// CONTRACT §4: an OpenAPI 3.1 document of every /api path, generated from the very valibot
// schemas the procedures validate with, so the document cannot drift from the server.
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; [k: string]: unknown };

function inputSchema(procedure: string): JsonSchema | null {
  const def = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>)[procedure]?._def;
  const schema = def?.inputs[0] as v.GenericSchema | undefined;
  if (!schema) return null;
  // transforms (text ids → numbers) have no JSON Schema form: the input side is what callers send
  const json = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of restRoutes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const schema = inputSchema(route.procedure);
    const fields = Object.entries(schema?.properties ?? {}).filter(([name]) => !pathParams.includes(name));
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    const operation: Record<string, unknown> = {
      summary: route.summary,
      operationId: route.procedure.replace('.', '_') + (route.path.startsWith('/api/profile') ? '_profile' : ''),
      parameters: [
        ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } })),
        ...(inQuery ? fields.map(([name, s]) => ({ name, in: 'query', required: !!schema?.required?.includes(name), schema: s })) : []),
      ],
      responses: {
        [route.status ?? 200]: { description: 'Success', content: { 'application/json': {} } },
        401: errorResponse('Not authenticated'),
        403: errorResponse('Forbidden for this role or service, or a cookie call without X-Requested-With'),
        422: errorResponse('Validation failed: `errors` maps each field to its messages'),
      },
    };
    if (!inQuery && fields.length) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: { ...schema, properties: Object.fromEntries(fields), required: schema?.required?.filter((r) => !pathParams.includes(r)) } } },
      };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tarmac API',
      version: '1',
      description:
        'Authenticate with `Authorization: Bearer <token>` (create tokens in Profile) or the session cookie of POST /login. ' +
        'Cookie calls that change data must send `X-Requested-With: XMLHttpRequest`. Errors are JSON `{message}`; 422 adds `errors: {field: [text]}`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'tarmac_session' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }, request_id: { type: 'string' } },
        },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  };
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A readable page of the same document, served locally: no script, no CDN. */
export function renderDocs(doc: ReturnType<typeof buildOpenApi>): string {
  const rows = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const o = op as { summary: string; parameters: { name: string; in: string; required: boolean }[]; requestBody?: { content: { 'application/json': { schema: JsonSchema } } } };
      const body = o.requestBody?.content['application/json'].schema;
      const fields = [
        ...o.parameters.map((p) => `<code>${escape(p.name)}</code> <small>${p.in}${p.required ? ', required' : ''}</small>`),
        ...Object.entries(body?.properties ?? {}).map(
          ([name, s]) => `<code>${escape(name)}</code> <small>${escape(String(s.type ?? 'any'))}${body?.required?.includes(name) ? ', required' : ''}</small>`,
        ),
      ];
      return `<tr><td class="m ${method}">${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${escape(o.summary)}</td><td>${fields.join('<br>') || '—'}</td></tr>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tarmac API</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
.m{font-weight:700}.get{color:#2563eb}.post{color:#16a34a}.put,.patch{color:#d97706}.delete{color:#dc2626}code{background:#f3f4f6;padding:0 .2rem}</style></head>
<body><h1>Tarmac API</h1><p>${escape(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Input</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
