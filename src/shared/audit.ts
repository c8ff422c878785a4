// The audit trail's vocabulary, shared by the database schema, the API's schemas and the Audit screen.

/** What an audit row is about: one record of Tarmac, named by its table's meaning, not its table. */
export const AUDIT_ENTITIES = [
  'flight',
  'passenger',
  'bag',
  'shipment',
  'uld',
  'uld_shipment',
  'claim',
  'found_bag',
  'found_bag_photo',
  'match',
  'shift',
  'assignment',
  'user',
  'airport',
  'zone',
  'api_token',
  'retention',
  /** A passenger's data exported or erased on request: one row per request, naming its records, never the data. */
  'personal_data',
  /** A baggage message received (BSM, BUM): one row each, whoever sent it; what it changed has rows of its own. */
  'baggage_message',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * What was done. A claim's status change, a disabling or a password change are named actions of their own, as the
 * people reading the trail ask for them by name; any other change of fields is an `update`.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign_in',
  'sign_in_refused',
  'password_change',
  'disable',
  'enable',
  'status_change',
  'purge',
  'erase',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a person signed in, a person's API token, Tarmac itself (imports, scheduled jobs) or nobody known (a refused sign-in). */
export const AUDIT_ACTOR_KINDS = ['user', 'token', 'system', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
