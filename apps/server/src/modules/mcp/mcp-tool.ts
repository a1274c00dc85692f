import type { z } from 'zod';
import type { ApiKeyScope } from '../../db/schema/index.ts';
import type { Runtime, WorkspaceScope } from '../../runtime-types.ts';

/**
 * Who calls: the maker of an API key or the user of an OAuth grant, never with staff rights, with the key's or grant's
 * scope, in the workspace the key belongs to or the grant was made in (ADR 0067) — a `WorkspaceCaller` itself.
 */
export type McpCaller = { userId: string; email: string; name: string; scope: ApiKeyScope; workspace: WorkspaceScope };

export type ToolContext = {
  runtime: Runtime;
  caller: McpCaller;
  /** Aborted when the client goes away or cancels the call. */
  signal: AbortSignal;
  /** Sends an MCP progress notification when the client asked for them (a progressToken); increasing values only. */
  progress: (progress: number, total: number, message: string) => Promise<void>;
};

export type ToolAnswer = { summary: string; data: Record<string, unknown> };

export type McpTool = {
  name: string;
  title: string;
  /** Written for a model: what the tool does, what it costs, what to call next. */
  description: string;
  /** read: any key; full: only a full key. */
  scope: ApiKeyScope;
  input: z.ZodType;
  run: (ctx: ToolContext, args: never) => Promise<ToolAnswer>;
};

/** Declares a tool with its arguments typed from its zod schema (the REST route's, wherever one exists). */
export function defineTool<S extends z.ZodType>(tool: {
  name: string;
  title: string;
  description: string;
  scope: ApiKeyScope;
  input: S;
  run: (ctx: ToolContext, args: z.output<S>) => Promise<ToolAnswer>;
}): McpTool {
  return tool as unknown as McpTool;
}

/** "Invalid arguments: jobName: Job name is missing…; fileId: …" — each problem names its field. */
export function argumentsMessage(error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'arguments'}: ${issue.message}`);
  return `Invalid arguments: ${problems.join('; ')}`;
}

export const scopeMessage = (tool: string) =>
  `${tool} needs the full scope: this API key is read-only — it can read your account, jobs and results. ` +
  'Create a key with the full scope on the account page to upload, start jobs and override decisions.';
