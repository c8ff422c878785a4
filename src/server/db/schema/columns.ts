import { integer, timestamp } from 'drizzle-orm/pg-core';

// Indexes list columns ascending: PostgreSQL scans them backwards for ORDER BY … DESC, while drizzle-kit's
// `.desc()` writes DESC NULLS LAST, which ORDER BY … DESC (NULLS FIRST) cannot use.
// Every table shares these: numeric ids (SPEC §3 shows numbers) and timestamptz (CONTRACT §1).
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
