export * from './credits.ts';
