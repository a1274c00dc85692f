import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A file host on loopback for automations that read a URL (the API tests and the browser test): files the test
// changes, with ETags answered by 304 as a spreadsheet host or S3 answers them.

export type FileRoute = { status: number; body?: string; headers?: Record<string, string> };
export type FileRequest = { path: string; headers: IncomingHttpHeaders; answered: number };

/**
 * A real HTTP server on a 127.0.0.x address serving files that the test changes: `set(path, …)`. A file served with
 * an ETag answers 304 to a request that names it (If-None-Match), as a spreadsheet host or S3 does.
 */
export async function startFileServer(host = '127.0.0.7') {
  const files = new Map<string, FileRoute>();
  const requests: FileRequest[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const file = files.get(path) ?? { status: 404, body: 'not found' };
    const etag = file.headers?.etag;
    const status = etag && req.headers['if-none-match'] === etag ? 304 : file.status;
    requests.push({ path, headers: req.headers, answered: status });
    res.writeHead(status, { 'content-type': 'text/csv', ...file.headers });
    res.end(status === 304 ? undefined : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://${host}:${port}${path}`,
    set: (path: string, file: FileRoute) => files.set(path, file),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
