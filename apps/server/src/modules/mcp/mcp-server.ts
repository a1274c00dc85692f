import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { viewerRefusal } from '@leadsift/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { Runtime } from '../../runtime-types.ts';
import { argumentsMessage, scopeMessage, type McpCaller, type McpTool } from './mcp-tool.ts';
import { automationTools } from './tools-automations.ts';
import { listTools } from './tools-lists.ts';
import { researchTools } from './tools-research.ts';
import { rerunTools } from './tools-rerun.ts';

/** Every tool, in the order `tools/list` shows them. */
export const mcpTools: McpTool[] = [...listTools, ...researchTools, ...automationTools, ...rerunTools];

const toolsByName = new Map(mcpTools.map((t) => [t.name, t]));

export const serverInfo = { name: 'leadsift', title: 'LeadSift', version: '0.1.0' };

const instructions =
  'LeadSift cleans lead lists with an AI model (List Cleaner) and researches company websites (Research Agent). ' +
  'Typical flow: upload_list → estimate_list_cleaner (free) → start_list_cleaner (spends credits) → wait_for_job → ' +
  'get_list_results / override_decision → get_export_link, or start_research on the kept rows. get_account shows the credits left. ' +
  'Automations judge new rows as they arrive: list_automations, run_automation, get_automation_runs.';

const inputJsonSchema = (tool: McpTool) => z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as { type: 'object' };

const errorResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/**
 * A protocol server for one HTTP request (stateless Streamable HTTP, ADR 0040): it knows its caller, lists
 * the tools the caller's scope allows, validates arguments with the tool's zod schema and runs the tool. A
 * service's HttpError becomes a tool error with the message the web app shows.
 */
export function createMcpServer(runtime: Runtime, caller: McpCaller): Server {
  const server = new Server(serverInfo, { capabilities: { tools: {} }, instructions });
  // A viewer of the workspace (ADR 0067) reads, whatever the key's or grant's scope.
  const viewer = caller.workspace.role === 'viewer';
  const allowed = (tool: McpTool) => tool.scope === 'read' || (caller.scope === 'full' && !viewer);

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: mcpTools.filter(allowed).map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: inputJsonSchema(tool),
      annotations: { readOnlyHint: tool.scope === 'read', openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const tool = toolsByName.get(request.params.name);
    if (!tool) return errorResult(`Unknown tool ${request.params.name}. Call tools/list for the tools LeadSift offers.`);
    if (!allowed(tool))
      return errorResult(viewer && caller.scope === 'full' ? viewerRefusal(caller.workspace.name) : scopeMessage(tool.name));
    const parsed = tool.input.safeParse(request.params.arguments ?? {});
    if (!parsed.success) return errorResult(argumentsMessage(parsed.error));
    const progressToken = request.params._meta?.progressToken;
    let last = -1;
    const progress = async (value: number, total: number, message: string) => {
      if (progressToken === undefined || value <= last) return;
      last = value;
      await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress: value, total, message } });
    };
    try {
      const answer = await tool.run({ runtime, caller, signal: extra.signal, progress }, parsed.data as never);
      return { content: [{ type: 'text', text: answer.summary }], structuredContent: answer.data };
    } catch (err) {
      if (err instanceof HttpError) return errorResult(err.message);
      runtime.log.error({ err, tool: tool.name, userId: caller.userId }, 'MCP tool failed');
      return errorResult('Internal server error');
    }
  });
  return server;
}
