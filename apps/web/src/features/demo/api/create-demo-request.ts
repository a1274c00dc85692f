import { api } from '../../../lib/api-client';
import type { DemoRequest } from '../demo-validation';

/** POST /api/demo-requests (public). The server stores it and forwards it to the marketing webhook. */
export async function createDemoRequest(request: DemoRequest): Promise<void> {
  const response = await api.post('/api/demo-requests', request);
  if (!response.ok) throw new Error(`Demo request failed with status ${response.status}`);
}
