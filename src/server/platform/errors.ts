import { StandardSchemaV1Error, TRPCError } from '@trpc/server';
import type { Locales } from '../../../locales/i18n-types';
import { APP_ERROR_STATUS, type AppErrorCode, type FieldErrors } from '../../shared/errors';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from './db/unavailable';
import { violatedUniqueIndex } from './db/unique-violation';
import { keyOfMessage } from '../../shared/messages';
import { isErrorKey, translate, type ErrorKey, type Message } from './i18n';

/** The one error type of the server: a code (HTTP status) and a message that is translated per caller. */
export class AppError extends TRPCError {
  /** Seconds after which the same call may succeed: the answer's Retry-After header. */
  retryAfter?: number;

  constructor(
    code: AppErrorCode,
    readonly msg: Message,
    readonly fields?: Record<string, Message[]>,
  ) {
    super({ code, message: msg.key });
  }
}

export const fail = (code: AppErrorCode, key: ErrorKey, params?: Message['params']) =>
  new AppError(code, { key, params });

/** A refusal that passes with time: Retry-After and the message (its `{seconds}`) say when to ask again. */
export function failRetryAfter(code: AppErrorCode, key: ErrorKey, seconds: number) {
  const err = fail(code, key, { seconds });
  err.retryAfter = seconds;
  return err;
}

/** A 422 naming one field, for rules a schema cannot see (uniqueness, references). */
export const invalidField = (field: string, key: ErrorKey, params?: Message['params']) =>
  new AppError('UNPROCESSABLE_CONTENT', { key: 'validation' }, { [field]: [{ key, params }] });

/**
 * Runs a write whose unique indexes decide what a check read beforehand cannot: two desks sending the same
 * value at once both pass the check, and the index refuses the second. That refusal is the 409 of the index
 * named in `conflicts`; one of another index a 409 all the same; any other error goes on as it was.
 */
export async function orConflict<T>(write: PromiseLike<T>, conflicts: Record<string, () => AppError>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const index = violatedUniqueIndex(err);
    if (index === null) throw err;
    throw conflicts[index]?.() ?? fail('CONFLICT', 'duplicateValue');
  }
}

/** The refusal of a call the database could not serve: 503, to be sent again after Retry-After. */
const databaseUnavailable = () => failRetryAfter('SERVICE_UNAVAILABLE', 'databaseUnavailable', DATABASE_RETRY_AFTER_S);

/** The seconds a refusal asks the caller to wait (429, 503), for the Retry-After header; undefined for others. */
export function retryAfterOf(err: unknown): number | undefined {
  if (err instanceof AppError && err.retryAfter) return err.retryAfter;
  return isDatabaseUnavailable(err) ? DATABASE_RETRY_AFTER_S : undefined;
}

export type ErrorBody = { message: string; errors?: FieldErrors; request_id?: string };

type Issue = { message: string; input?: unknown; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

function issuePath(issue: Issue): string {
  const parts = (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p));
  return parts.length ? parts.join('.') : 'body';
}

/**
 * Turns any error into a status and one JSON body, in the caller's language: `message`, `errors` by field for a
 * 422, and `request_id` for a 500.
 */
export function toErrorResponse(err: unknown, locale: Locales, requestId: string): { status: number; body: ErrorBody } {
  const cause = err instanceof TRPCError ? err.cause : undefined;
  const issues = cause instanceof StandardSchemaV1Error ? (cause.issues as readonly Issue[]) : undefined;
  if (issues) {
    const errors: FieldErrors = {};
    for (const issue of issues) {
      const path = issuePath(issue);
      // the first problem of a field is the one to fix; the pipe's later checks only repeat it
      if (errors[path]) continue;
      const key = keyOfMessage(issue.message) ?? '';
      // a key left out entirely is reported by the object, not by the field's own schema
      const missing = 'input' in issue && issue.input === undefined;
      errors[path] = [translate(locale, { key: isErrorKey(key) ? key : missing ? 'required' : 'invalidValue' })];
    }
    return { status: 422, body: { message: translate(locale, { key: 'validation' }), errors } };
  }
  if (err instanceof AppError) {
    const body: ErrorBody = { message: translate(locale, err.msg) };
    if (err.fields) {
      body.errors = Object.fromEntries(
        Object.entries(err.fields).map(([f, msgs]) => [f, msgs.map((m) => translate(locale, m))]),
      );
    }
    return { status: APP_ERROR_STATUS[err.code as AppErrorCode] ?? 500, body };
  }
  // a write no service wrapped in orConflict: a duplicate is the caller's to fix, not a fault of the server
  if (violatedUniqueIndex(err) !== null)
    return { status: 409, body: { message: translate(locale, { key: 'duplicateValue' }) } };
  // the database restarting or out of reach is no fault of the call: the same call works again in a moment
  if (isDatabaseUnavailable(err))
    return { status: 503, body: { message: translate(locale, databaseUnavailable().msg) } };
  if (err instanceof TRPCError && err.code !== 'INTERNAL_SERVER_ERROR') {
    const status = APP_ERROR_STATUS[err.code as AppErrorCode] ?? 400;
    // tRPC's own refusals (bad JSON in a batch, unknown procedure) carry English text
    const key: ErrorKey =
      err.code === 'NOT_FOUND'
        ? 'notFound'
        : err.code === 'PARSE_ERROR' || err.code === 'BAD_REQUEST'
          ? 'malformedJson'
          : 'invalidValue';
    return { status: err.code === 'PARSE_ERROR' ? 400 : status, body: { message: translate(locale, { key }) } };
  }
  return {
    status: 500,
    body: { message: translate(locale, { key: 'internal', params: { requestId } }), request_id: requestId },
  };
}
