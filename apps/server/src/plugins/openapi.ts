import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Access, accessToXRoles } from '@pitstop/domain/roles';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodObject } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every `/api/v1` route must say. Published as `x-roles`. */
    access?: Access;
  }
  interface FastifySchema {
    /**
     * A multipart/form-data body the handler streams itself (a file upload): published as the
     * operation's request body, never given to Fastify to validate (it would parse no body).
     */
    multipartBody?: ZodObject;
  }
}

/**
 * The docs page's own files (scripts, styles, logo), found at run time: the plugin's code is
 * bundled into dist/main.js (ADR 006), where it cannot find them next to itself.
 */
const swaggerUiFiles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

export async function registerOpenApi(app: FastifyInstance) {
  // Fail at start-up, not in production, when a route forgets to say who may call it.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && !route.config?.access) {
      throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pitstop API',
        version: '1',
        description:
          'The API behind Pitstop. Each operation lists in `x-roles` who may call it. ' +
          'Errors are application/problem+json (RFC 9457).',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'pitstop.session_token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (input) => {
      const { multipartBody, ...schema } = input.schema ?? {};
      const transformed = jsonSchemaTransform(
        multipartBody
          ? {
              ...input,
              schema: { ...schema, body: multipartBody, consumes: ['multipart/form-data'] },
            }
          : input,
      );
      const access = input.route.config?.access;
      if (!access) return transformed;
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          'x-roles': accessToXRoles(access),
        } as typeof transformed.schema,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    baseDir: swaggerUiFiles,
    logo: {
      type: 'image/svg+xml',
      content: await readFile(path.join(swaggerUiFiles, 'logo.svg')),
    },
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
}
