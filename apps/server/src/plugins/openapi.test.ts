import type { FastifySchema, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

type SeenRoute = { method: HTTPMethods | HTTPMethods[]; url: string; schema?: FastifySchema };
/** Every route the app registers, as Fastify's onRoute hook sees it. */
const routes = vi.hoisted(() => [] as SeenRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const withRouteList = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      routes.push({ method: route.method, url: route.url, schema: route.schema });
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: withRouteList };
});

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness?.close());

type JsonSchema = {
  $ref?: string;
  type?: string;
  anyOf?: unknown[];
  oneOf?: unknown[];
  properties?: Record<string, { type?: string; format?: string }>;
};
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

function resolved(document: Document, schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? document.components.schemas[name] : schema;
}

/** A schema that says what goes in the body: fields, or a choice of shapes. */
const describesFields = (schema: JsonSchema | undefined) =>
  Boolean(schema?.properties || schema?.anyOf || schema?.oneOf);

/** What a route parses from its body: content types, none when it takes no body. */
function bodyTypesOf(route: SeenRoute): string[] {
  const schema = route.schema;
  if (schema?.multipartBody) return ['multipart/form-data'];
  if (schema?.body || schema?.consumes) return [...(schema.consumes ?? ['application/json'])];
  return [];
}

describe('the API document', () => {
  it('describes the body of every operation whose route accepts one, multipart included', async () => {
    const document = (await harness.app.inject({ url: '/api/openapi.json' })).json() as Document;
    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/v1'));
    expect(apiRoutes.length).toBeGreaterThan(100);
    const undescribed: string[] = [];
    let bodies = 0;
    for (const route of apiRoutes) {
      const types = bodyTypesOf(route);
      if (types.length === 0) continue;
      for (const method of [route.method].flat()) {
        bodies++;
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const content = document.paths[path]?.[method.toLowerCase()]?.requestBody?.content ?? {};
        for (const type of types) {
          if (!describesFields(resolved(document, content[type]?.schema)))
            undescribed.push(`${method} ${route.url} (${type})`);
        }
      }
    }
    expect(bodies).toBeGreaterThan(50);
    expect(undescribed).toEqual([]);
  });

  it("offers the photo upload's file field, so /api/docs and generated clients can upload", async () => {
    const document = (await harness.app.inject({ url: '/api/openapi.json' })).json() as Document;
    const upload = document.paths['/api/v1/inspections/{id}/items/{itemId}/photos']?.post;
    const form = resolved(document, upload?.requestBody?.content?.['multipart/form-data']?.schema);
    expect(form?.properties?.photo).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});
