export * from './accounts.ts';
export * from './diagnosis.ts';
export * from './files.ts';
export * from './jobs.ts';
export * from './people.ts';
export * from './rate-limits.ts';
export * from './results.ts';
export * from './system.ts';
