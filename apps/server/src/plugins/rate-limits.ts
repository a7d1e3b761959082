import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors.ts';

type Limit = { max: number; minutes: number };
type Rule = { perIp: Limit; perEmail?: Limit };

/** Limits on the auth calls an attacker would hammer: per client IP and per e-mail address. */
const authRules: Record<string, Rule> = {
  'sign-in/email': { perIp: { max: 30, minutes: 5 }, perEmail: { max: 10, minutes: 5 } },
  'sign-up/email': { perIp: { max: 20, minutes: 10 }, perEmail: { max: 5, minutes: 10 } },
  'sign-in/magic-link': { perIp: { max: 10, minutes: 10 }, perEmail: { max: 5, minutes: 10 } },
  'email-otp/send-verification-otp': {
    perIp: { max: 10, minutes: 10 },
    perEmail: { max: 5, minutes: 10 },
  },
  'sign-in/email-otp': { perIp: { max: 30, minutes: 10 }, perEmail: { max: 10, minutes: 10 } },
  'request-password-reset': { perIp: { max: 10, minutes: 10 }, perEmail: { max: 5, minutes: 10 } },
  'reset-password': { perIp: { max: 20, minutes: 10 } },
  'send-verification-email': { perIp: { max: 10, minutes: 10 }, perEmail: { max: 5, minutes: 10 } },
};

function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Counts auth calls with @fastify/rate-limit's store (in process) and returns the auth route's
 * pre-handler: a refusal is a 429 with Retry-After and a message saying when to try again.
 * `RATE_LIMIT_SCALE` multiplies every limit, e.g. for a test run signing in often from one address.
 */
export async function registerAuthRateLimits(
  app: FastifyInstance,
): Promise<preHandlerAsyncHookHandler> {
  await app.register(rateLimit, { global: false });
  const scale = app.config.rateLimitScale;
  const counters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>[]>();
  for (const [path, rule] of Object.entries(authRules)) {
    const limits: [string, Limit, (request: FastifyRequest) => string][] = [
      ['ip', rule.perIp, (request) => request.ip],
    ];
    if (rule.perEmail)
      limits.push(['email', rule.perEmail, (request) => emailOf(request) ?? request.ip]);
    counters.set(
      path,
      limits.map(([kind, limit, subject]) =>
        app.createRateLimit({
          max: limit.max * scale,
          timeWindow: limit.minutes * 60_000,
          keyGenerator: (request) => `auth:${path}:${kind}:${subject(request)}`,
        }),
      ),
    );
  }

  return async function authRateLimit(request, reply) {
    if (request.method !== 'POST') return;
    const path = ((request.params as { '*'?: string })['*'] ?? '').split('?')[0] ?? '';
    for (const count of counters.get(path) ?? []) {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new AppError(
          'rate_limited',
          429,
          `Too many attempts. Try again in ${seconds} seconds.`,
        );
      }
    }
  };
}
