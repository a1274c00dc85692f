export * from './auth.ts';
export * from './profiles.ts';
export * from './system.ts';
export * from './demo.ts';
export * from './drafts.ts';
export * from './filter.ts';
export * from './credits.ts';
export * from './uploads.ts';
