export * from './auth.ts';
export * from './profiles.ts';
export * from './system.ts';
export * from './demo.ts';
export * from './drafts.ts';
