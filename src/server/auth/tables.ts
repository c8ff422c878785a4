import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '../../shared/roles';
import { LANGS } from '../../shared/schemas/auth';
import { createdAt, id, tstz, updatedAt } from '../platform/db/columns';
import { airports, services } from '../domains/reference/tables';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(), // stored lower-case
    username: text('username').notNull(), // stored lower-case
    password_hash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
    airport_id: integer('airport_id').references(() => airports.id),
    lang: text('lang', { enum: LANGS }).notNull().default('fr'),
    avatar_url: text('avatar_url'),
    email_verified_at: tstz('email_verified_at'),
    /** Set by an administrator: the account can no longer sign in, and its sessions and tokens stop working. */
    disabled_at: tstz('disabled_at'),
    /** A password someone else chose (the generated first administrator's): changed at the next sign-in. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    index('users_service_idx').on(t.service_id),
  ],
);

// Lucia's session design: the cookie holds a random secret, the table only its SHA-256.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // hex SHA-256 of the cookie value
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: tstz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
    last_used_at: tstz('last_used_at'),
    /** None: valid until deleted. */
    expires_at: tstz('expires_at'),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.token_hash), index('api_tokens_user_idx').on(t.user_id)],
);

/**
 * Sign-in and password attempts, counted in the database so that every process behind a load balancer
 * counts the same attempts. `key` names what is counted: a client address, an account, or an account from
 * one address (src/server/auth/attempts.ts). A row lives for its window and is then reused; one idle for a
 * day is deleted (src/server/auth/purge.ts).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    window_started_at: tstz('window_started_at').notNull(),
  },
  (t) => [index('login_attempts_window_idx').on(t.window_started_at)],
);
