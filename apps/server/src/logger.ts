import type { FastifyRequest } from 'fastify';

/**
 * Paths whose next segment is a secret: a mailed or shared link (estimate, inspection, rating,
 * calendar feed, portal invitation, password reset) opens whatever it names to anyone holding it.
 */
const TOKEN_PATH_PREFIXES = [
  ['estimate'],
  ['inspection'],
  ['rate'],
  ['api', 'v1', 'estimate-links'],
  ['api', 'v1', 'inspection-links'],
  ['api', 'v1', 'rating-links'],
  ['api', 'v1', 'calendar-feed'],
  ['api', 'v1', 'portal', 'invitations'],
  ['api', 'auth', 'reset-password'],
];
/** Query parameters that carry a secret: e-mail verification, magic links, invitations, resets. */
const TOKEN_QUERY_PARAMETERS = new Set(['token']);
const REDACTED = '[redacted]';

/** A request URL as it may be logged: every link token replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  // Matched as the router would: case aside, empty segments (`//estimate/…`) skipped.
  const named = segments.flatMap((segment, index) =>
    segment ? [{ name: safeDecode(segment).toLowerCase(), index }] : [],
  );
  const prefix = TOKEN_PATH_PREFIXES.find((candidate) =>
    candidate.every((name, position) => named[position]?.name === name),
  );
  const secret = prefix && named[prefix.length];
  if (secret) segments[secret.index] = REDACTED;
  const redactedPath = segments.join('/');
  if (queryStart === -1) return redactedPath;
  const redactedQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return TOKEN_QUERY_PARAMETERS.has(safeDecode(name.replaceAll('+', ' ')).toLowerCase())
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${redactedPath}?${redactedQuery}`;
}

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The server's logger options (main.ts): Fastify's request fields with the URL's link tokens
 * redacted, and no credentials from the headers.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
