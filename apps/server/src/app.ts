import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerModules } from './app-modules.ts';
import { registerBodyWatchdog, type BodyTimeouts } from './plugins/body-watchdog.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealth } from './plugins/health.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { completeDocument, openApiTransform } from './plugins/openapi-document.ts';
import { registerOriginGuard } from './plugins/origin-guard.ts';
import { securitySchemes } from './plugins/openapi-security.ts';
import { registerSpa } from './plugins/spa.ts';
import type { AppInstance, Runtime } from './runtime-types.ts';

export type BuildAppOptions = {
  /** Folder of the built SPA (tests point it elsewhere). */
  webDistDir?: string;
  /** How long a request body may take (slowloris guard); tests shorten it. */
  bodyTimeouts?: BodyTimeouts;
};

/** Registers plugins and modules; never listens (server.ts does, tests use inject()). */
export async function buildApp(runtime: Runtime, options: BuildAppOptions = {}): Promise<AppInstance> {
  const { config } = runtime;
  const app = Fastify({
    loggerInstance: runtime.log as FastifyBaseLogger,
    // TRUST_PROXY (docs/security.md): unset, X-Forwarded-* are ignored and request.ip is the socket's peer.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>() as AppInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyWatchdog(app, options.bodyTimeouts);
  registerNulGuard(app);
  registerOriginGuard(app, config);
  // docs/product.md#api clients POST with a JSON content type and no body (emergency reset): an empty body is no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects style tags; Swagger UI needs inline styles too.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.BASE_URL.startsWith('https:'),
  });
  // gzip/brotli for the SPA's assets and JSON answers (an XLSX is a zip already and is left alone).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: config.MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 20 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'LeadSift API',
        version: '0.1.0',
        description:
          'Lead-list qualification API. Call it with a session token or a personal API key (`lsk_…`, account page): ' +
          '`x-api-key-scope` on each operation says whether a read key, only a full key, or no key (sessions only) may call it.',
        license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      },
      components: { securitySchemes },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: completeDocument(config.BASE_URL),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerHealth(app, runtime);
  await registerModules(app, runtime);
  await registerSpa(app, options.webDistDir);
  return app;
}
