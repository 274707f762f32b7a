export * from './client.ts';
export * from './lock.ts';
export * from './password.ts';
export * from './queries/accounts.ts';
export * from './queries/system.ts';
export * from './queries/tokens.ts';
export * as schema from './schema/index.ts';
export * from './seed/demo.ts';
