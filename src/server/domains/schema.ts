// Drizzle's schema: every domain's tables in one list, which drizzle-kit reads (drizzle.config.ts) to write the
// migrations. A new domain's tables.ts gets its line here, beside its descriptor's line in index.ts.
export * from './reference/tables';
export * from '../auth/tables';
export * from './flights/tables';
export * from './baggage/tables';
export * from './baggage-messages/tables';
export * from './ulds/tables';
export * from './freight/tables';
export * from './lost-and-found/tables';
export * from './lost-and-found/claim-news/table';
export * from './shifts/tables';
export * from './audit/tables';
export * from '../platform/db/daily-counts-zone';
