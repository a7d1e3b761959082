import rateLimit from '@fastify/rate-limit';
import { countLabel } from '@pitstop/domain/plural';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../platform/errors.ts';

type Window = { max: number; minutes: number };

/**
 * One set of counters. Every call in a group counts against the same per-IP counter and the
 * same per-e-mail counter, so e.g. the five ways to check a mailed code share one budget.
 * `perEmail` counts the e-mail in the body, or with `emailOf: 'account'` the signed-in
 * account's; a call without one is left to better-auth to refuse (it cannot check a secret).
 */
type Group = { perIp: Window; perEmail?: Window; emailOf?: 'body' | 'account' };

const DAY = 24 * 60;

const groups = {
  'password-sign-in': { perIp: { max: 30, minutes: 5 }, perEmail: { max: 10, minutes: 5 } },
  'sign-up': { perIp: { max: 20, minutes: 10 }, perEmail: { max: 5, minutes: 10 } },
  'link-mail': { perIp: { max: 10, minutes: 10 }, perEmail: { max: 5, minutes: 10 } },
  'code-mail': { perIp: { max: 10, minutes: 10 }, perEmail: { max: 5, minutes: 10 } },
  // A 6-digit code is one in a million. better-auth drops a code after 5 wrong tries, but a new
  // one can be asked for; this budget spans every code of the address: 20 checks a day make
  // finding one by guessing a matter of decades.
  'code-check': { perIp: { max: 30, minutes: 10 }, perEmail: { max: 20, minutes: DAY } },
  // Mailed links carry long random tokens (or signed ones): there is nothing to search, so
  // only how fast one address may try them is limited.
  'link-token': { perIp: { max: 60, minutes: 10 } },
  'account-password': {
    perIp: { max: 20, minutes: 10 },
    perEmail: { max: 10, minutes: 10 },
    emailOf: 'account',
  },
  'account-code-mail': {
    perIp: { max: 10, minutes: 10 },
    perEmail: { max: 5, minutes: 10 },
    emailOf: 'account',
  },
  'account-code-check': {
    perIp: { max: 30, minutes: 10 },
    perEmail: { max: 20, minutes: DAY },
    emailOf: 'account',
  },
} satisfies Record<string, Group>;
export type AuthLimitGroup = keyof typeof groups;

/**
 * Every better-auth call that sends mail or checks a secret (password, mailed code or link), and
 * its group. Paths are under /api/auth; one ending in `/*` covers the path's token segment.
 */
export const authRateLimits: { method: 'GET' | 'POST'; path: string; group: AuthLimitGroup }[] = [
  { method: 'POST', path: 'sign-in/email', group: 'password-sign-in' },
  { method: 'POST', path: 'sign-up/email', group: 'sign-up' },
  { method: 'POST', path: 'sign-in/magic-link', group: 'link-mail' },
  { method: 'POST', path: 'request-password-reset', group: 'link-mail' },
  { method: 'POST', path: 'send-verification-email', group: 'link-mail' },
  { method: 'POST', path: 'email-otp/send-verification-otp', group: 'code-mail' },
  { method: 'POST', path: 'forget-password/email-otp', group: 'code-mail' },
  { method: 'POST', path: 'email-otp/request-password-reset', group: 'code-mail' },
  { method: 'POST', path: 'sign-in/email-otp', group: 'code-check' },
  { method: 'POST', path: 'email-otp/check-verification-otp', group: 'code-check' },
  { method: 'POST', path: 'email-otp/verify-email', group: 'code-check' },
  { method: 'POST', path: 'email-otp/reset-password', group: 'code-check' },
  { method: 'POST', path: 'reset-password', group: 'link-token' },
  { method: 'GET', path: 'reset-password/*', group: 'link-token' },
  { method: 'GET', path: 'verify-email', group: 'link-token' },
  { method: 'GET', path: 'magic-link/verify', group: 'link-token' },
  { method: 'GET', path: 'delete-user/callback', group: 'link-token' },
  { method: 'POST', path: 'change-password', group: 'account-password' },
  { method: 'POST', path: 'verify-password', group: 'account-password' },
  { method: 'POST', path: 'change-email', group: 'account-password' },
  { method: 'POST', path: 'delete-user', group: 'account-password' },
  { method: 'POST', path: 'email-otp/request-email-change', group: 'account-code-mail' },
  { method: 'POST', path: 'email-otp/change-email', group: 'account-code-check' },
];

/** The limits of a group as they apply (after `RATE_LIMIT_SCALE`): used by the tests too. */
export function authLimitsOf(group: AuthLimitGroup, scale: number) {
  const { perIp, perEmail, emailOf } = groups[group] as Group;
  return {
    perIp: { ...perIp, max: perIp.max * scale },
    perEmail: perEmail ? { ...perEmail, max: perEmail.max * scale } : undefined,
    emailOf: emailOf ?? 'body',
  };
}

function ruleFor(method: string, path: string) {
  return authRateLimits.find(
    (rule) =>
      rule.method === method &&
      (rule.path.endsWith('/*')
        ? path.startsWith(rule.path.slice(0, -1)) && path.length > rule.path.length - 1
        : rule.path === path),
  );
}

/** `Sign-In//email/` is counted as `sign-in/email`: a spelling must not be a fresh budget. */
function normalisedPath(wildcard: string) {
  return (wildcard.split('?')[0] ?? '')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '')
    .toLowerCase();
}

async function emailOf(request: FastifyRequest, source: 'body' | 'account') {
  if (source === 'account') return (await request.getViewer())?.email.toLowerCase() ?? null;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/** A 429 problem with Retry-After, saying when to try again. */
function tooManyAttempts(reply: FastifyReply, ttlInSeconds: number): AppError {
  const seconds = Math.max(1, ttlInSeconds);
  reply.header('retry-after', String(seconds));
  return new AppError(
    'rate_limited',
    429,
    `Too many attempts. Try again in ${countLabel(seconds, { one: 'second', other: 'seconds' })}.`,
  );
}

/**
 * The pre-handler of routes opened by a mailed link (estimate, inspection): their tokens are long
 * and random, so nothing is guessed and only how fast one address may try them is limited, with
 * the link-token budget times `factor` (a page that loads many photos asks for more).
 */
export function linkRateLimit(
  app: FastifyInstance,
  name: string,
  factor = 1,
): preHandlerAsyncHookHandler {
  const { perIp } = authLimitsOf('link-token', app.config.rateLimitScale);
  const counter = app.createRateLimit({
    max: perIp.max * factor,
    timeWindow: perIp.minutes * 60_000,
    keyGenerator: (request) => `${name}:${request.ip}`,
  });
  return async (request, reply) => {
    const result = await counter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(reply, result.ttlInSeconds);
  };
}

/**
 * Counts auth calls with @fastify/rate-limit's store (in process) and returns the auth route's
 * pre-handler: a refusal is a 429 problem+json with Retry-After and a message saying when to
 * try again. `RATE_LIMIT_SCALE` multiplies every limit, e.g. for a test run signing in often
 * from one address.
 */
export async function registerAuthRateLimits(
  app: FastifyInstance,
): Promise<preHandlerAsyncHookHandler> {
  await app.register(rateLimit, { global: false });
  const scale = app.config.rateLimitScale;
  type Counter = ReturnType<FastifyInstance['createRateLimit']>;
  const counters = new Map<string, Counter>();
  const counter = (group: string, kind: string, window: Window) => {
    const name = `${group}:${kind}`;
    let found = counters.get(name);
    if (!found) {
      found = app.createRateLimit({
        max: window.max,
        timeWindow: window.minutes * 60_000,
        keyGenerator: (request) => `auth:${name}:${subjects.get(request)}`,
      });
      counters.set(name, found);
    }
    return found;
  };
  // The subject of the call being counted: the key generator reads it from here.
  const subjects = new WeakMap<FastifyRequest, string>();

  return async function authRateLimit(request, reply) {
    const path = normalisedPath((request.params as { '*'?: string })['*'] ?? '');
    const rule = ruleFor(request.method, path);
    if (!rule) return;
    const limits = authLimitsOf(rule.group, scale);
    const email = limits.perEmail ? await emailOf(request, limits.emailOf) : null;
    const checks: [string, Window, string][] = [['ip', limits.perIp, request.ip]];
    if (limits.perEmail && email) checks.push(['email', limits.perEmail, email]);
    for (const [kind, window, subject] of checks) {
      subjects.set(request, subject);
      const result = await counter(rule.group, kind, window)(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(reply, result.ttlInSeconds);
    }
  };
}
