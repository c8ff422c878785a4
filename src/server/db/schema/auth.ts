import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { airports, services } from './reference';

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(), // stored lower-case
  username: text('username').notNull(), // stored lower-case
  password_hash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'supervisor', 'agent'] }).notNull(),
  service_id: integer('service_id').notNull().references(() => services.id),
  airport_id: integer('airport_id').references(() => airports.id),
  lang: text('lang', { enum: ['en', 'fr'] }).notNull().default('fr'),
  avatar_url: text('avatar_url'),
  email_verified_at: tstz('email_verified_at'),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [
  uniqueIndex('users_email_key').on(t.email),
  uniqueIndex('users_username_key').on(t.username),
  index('users_service_idx').on(t.service_id),
]);

// Lucia's session design: the cookie holds a random secret, the table only its SHA-256.
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(), // hex SHA-256 of the cookie value
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expires_at: tstz('expires_at').notNull(),
}, (t) => [index('sessions_user_idx').on(t.user_id)]);

export const apiTokens = pgTable('api_tokens', {
  id: id(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  token_hash: text('token_hash').notNull(),
  created_at: createdAt(),
  last_used_at: tstz('last_used_at'),
}, (t) => [
  uniqueIndex('api_tokens_hash_key').on(t.token_hash),
  index('api_tokens_user_idx').on(t.user_id),
]);
