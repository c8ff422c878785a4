// One error vocabulary for tRPC and REST. Each code maps to the HTTP status the API answers with it.
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400, // the body is not JSON or not the right shape at all
  UNAUTHORIZED: 401, // no valid session or token
  FORBIDDEN: 403, // role, service or CSRF rule refuses the call
  NOT_FOUND: 404, // unknown record or path
  METHOD_NOT_SUPPORTED: 405, // a path that takes other methods (the Allow header names them)
  CONFLICT: 409, // duplicate unique value, or a record still in use
  PAYLOAD_TOO_LARGE: 413, // upload over its limit
  UNPROCESSABLE_CONTENT: 422, // validation failed; comes with per-field errors
  TOO_MANY_REQUESTS: 429, // rate limit
  INTERNAL_SERVER_ERROR: 500, // a bug; logged with the request id
  UNSUPPORTED_MEDIA_TYPE: 415, // a body in a format the path does not take
  SERVICE_UNAVAILABLE: 503, // the server cannot take the call now (busy, stopping, database away): retry later
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** Per-field messages of a 422, keyed by the API field name. */
export type FieldErrors = Record<string, string[]>;
