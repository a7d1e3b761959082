import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';

/** Where the web app's generated API types live (committed, checked by api-schema.test.ts). */
export const apiSchemaFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/src/lib/api-schema.d.ts',
);

const header =
  "// Generated from the server's OpenAPI document by `npm run api:types`: do not edit.\n\n";

/** The TypeScript types of the app's OpenAPI document, as written to `apiSchemaFile`. */
export async function apiSchemaSource(app: { swagger(): unknown }): Promise<string> {
  const ast = await openapiTS(app.swagger() as OpenAPI3, {
    alphabetize: true,
    // A file field (a photo upload) takes the browser's File, not a string.
    transform: (schema) =>
      schema.format === 'binary'
        ? ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))
        : undefined,
  });
  return header + astToString(ast);
}
