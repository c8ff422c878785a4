import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Checks an answer against what /api/openapi.json says the path answers: a documented status, its
// content type, and a body that validates against its schema. The API helpers run every answer of the
// API suite through it (tests/helpers/app.ts), so a document that lies fails the tests that expose it.

type Content = Record<string, { schema?: object }>;
type Operation = { responses: Record<string, { content?: Content }> };
export type Document = { paths: Record<string, Record<string, Operation>>; components: object };

export type Answer = { method: string; url: string; status: number; contentType: string | undefined; body: string };

/** Documented operations with the pattern of their path: `/api/flights/{id}` matches `/api/flights/12`. */
export function operationsOf(doc: Document) {
  return Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
      op,
    })),
  );
}

export function conformanceChecker(doc: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  // references such as #/components/schemas/Flight resolve inside the document itself
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  const operations = operationsOf(doc);
  const compiled = new Map<object, ValidateFunction>();
  const validator = (schema: object) => {
    let fn = compiled.get(schema);
    if (!fn) {
      const withRefs = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'));
      fn = ajv.compile(withRefs);
      compiled.set(schema, fn);
    }
    return fn;
  };

  /** Null when the answer is what the document says; otherwise what differs, first thing first. */
  return function check(a: Answer): string | null {
    const path = a.url.split('?')[0]!;
    const found = operations.find((o) => o.method === a.method && o.pattern.test(path));
    if (!found) return null; // not a documented path: the catch-all 404 and tRPC are not the document's
    const where = `${a.method} ${found.template} answered ${a.status}`;
    const response = found.op.responses[String(a.status)];
    if (!response)
      return `${where}, a status the document does not list (it lists ${Object.keys(found.op.responses).join(', ')})`;
    if (!response.content) return a.body.length ? `${where} with a body, where the document says no content` : null;
    const type = a.contentType?.split(';')[0]!.trim() ?? '';
    const media = response.content[type];
    if (!media)
      return `${where} as ${type || 'no content type'}, where the document says ${Object.keys(response.content).join(' or ')}`;
    if (type !== 'application/json' || !media.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(a.body);
    } catch {
      return `${where} with a body that is not JSON`;
    }
    const validate = validator(media.schema);
    if (validate(body)) return null;
    const [first] = validate.errors ?? [];
    const at = first?.instancePath || '(the body)';
    const value = first?.instancePath ? valueAt(body, first.instancePath) : undefined;
    return `${where}: ${at} ${first?.message ?? 'is invalid'}${first?.params && 'additionalProperty' in first.params ? ` (${String(first.params.additionalProperty)})` : ''}${value !== undefined ? `, got ${JSON.stringify(value)?.slice(0, 80)}` : ''}`;
  };
}

function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (at, key) =>
        at && typeof at === 'object'
          ? (at as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')]
          : undefined,
      body,
    );
}
