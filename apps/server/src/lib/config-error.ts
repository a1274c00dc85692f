/** A configuration the server refuses, said in one line per problem (config.ts re-exports it). */
export class ConfigError extends Error {}
