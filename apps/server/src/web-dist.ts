import { fileURLToPath } from 'node:url';

// apps/web/dist, seen from apps/server/src (tests, tsx) and apps/server/dist (the bundle) alike.
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
