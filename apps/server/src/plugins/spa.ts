import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built SPA; unknown /api/* paths answer JSON 404, every other path gets index.html. */
export async function registerSpa(app: FastifyInstance, distDir = webDistDir): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply: unknown, filePath: string) {
        // Hashed assets never change; index.html must always be revalidated. (@fastify/static 10 passes the reply.)
        (reply as { header: (name: string, value: string) => void }).header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
    }
    if (!built) {
      return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
