/*
 * The whole database schema, one module for the app and drizzle-kit. The core tables live in
 * schema-core.ts; an area's tables live in schema-<area>.ts, which imports the core tables it references
 * from './schema-core' (never from here, which would close an import circle) and is re-exported below.
 */
export * from './schema-api-tokens';
export * from './schema-core';
export * from './schema-forms';
export * from './schema-judging';
export * from './schema-live';
export * from './schema-notify';
export * from './schema-plans';
export * from './schema-registration';
export * from './schema-team-finder';
export * from './schema-views';
export * from './schema-voting';
export * from './schema-webhooks';
