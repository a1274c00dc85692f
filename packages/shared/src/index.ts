export * from './credits.ts';
export * from './tiers.ts';
export * from './usage.ts';
export * from './usage.schemas.ts';
export * from './research.ts';
export * from './tickets.ts';
export * from './tickets-csv.ts';
export * from './admin.ts';
