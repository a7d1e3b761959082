import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Profile,
  passwordWeaknesses,
  passwordWeaknessMessage,
  signupRoleSchema,
} from '@pitstop/domain/accounts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { bearer } from 'better-auth/plugins/bearer';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { AppError, loggableError } from '../platform/errors.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { sendProblem } from './errors.ts';
import type { ServerEvent } from './events.ts';
import { brandedMail, type Mailer } from './mail.ts';
import { registerAuthRateLimits } from './rate-limits.ts';
import { createViewerCache, credentialKey } from './viewer-cache.ts';

/** The signed-in person behind a request: their account and profile. */
export type Viewer = Profile & { sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in person, or null; looked up once per request. */
    getViewer(): Promise<Viewer | null>;
  }
}

const CLIENT_IP_HEADER = 'x-pitstop-client-ip';
const DEACTIVATED_MESSAGE =
  'Your workshop has deactivated your account. Ask an admin of the workshop to reactivate it.';
export const SESSION_COOKIE_PREFIX = 'pitstop';

export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.appUrl).origin];
  // The Vite dev server proxies the API from its own port.
  if (config.env !== 'production') origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

/** An account as better-auth hands it to its hooks, with our sign-up fields. */
export type AuthUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  name?: string | null;
  signupRole?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
};

/**
 * What the modules do around an account (app.ts wires them: a plugin never imports a module).
 * Each gets the validated user only, never the raw request body (which could claim any role).
 */
export type AccountHooks = {
  /** After sign-up: make the person's profile. */
  userCreated(user: AuthUser): Promise<void>;
  /** After any change to an account whose e-mail is confirmed, the confirmation included. */
  confirmedUserUpdated(user: AuthUser): Promise<void>;
  /**
   * The signed-in person's profile, made on first use when the sign-up hook did not, and whether
   * their shop deactivated them (they are then refused: ADR 044).
   */
  profileOf(user: AuthUser): Promise<(Profile & { deactivated: boolean }) | null>;
  /** Whether a sign-in must be refused: the person's shop deactivated them. */
  isDeactivated(userId: string): Promise<boolean>;
};

export function createAuth(options: {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  hooks: AccountHooks;
}) {
  const { config, database, mailer, log, hooks } = options;
  const appUrl = new URL(config.appUrl).origin;
  return betterAuth({
    appName: 'Pitstop',
    // better-auth logs a failed query with Drizzle's error, whose message and stack hold the
    // SQL's parameters (a session token, an e-mail): its words, and errors as loggableError
    // keeps them; other arguments only by their type.
    logger: {
      level: 'warn',
      log: (level, message, ...details) =>
        log[level](
          {
            details: details.map((detail) =>
              detail instanceof Error ? loggableError(detail) : typeof detail,
            ),
          },
          `auth: ${message}`,
        ),
    },
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
      },
    }),
    user: {
      additionalFields: {
        // Validated by better-auth: sign-up may choose only these two roles.
        signupRole: {
          type: ['client', 'mechanic'],
          required: false,
          defaultValue: 'client',
          input: true,
        },
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        username: { type: 'string', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(
          brandedMail({
            to: user.email,
            subject: 'Reset your Pitstop password',
            intro:
              'Someone asked to reset the password of your Pitstop account. Choose a new one with this link; it works once, for one hour.',
            action: { label: 'Choose a new password', url },
            outro: 'If you did not ask for this, ignore this mail: your password stays as it is.',
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url: link }) => {
        // A link sent without a destination (a sign-in before confirming) still ends on the
        // sign-in page with its "confirmed" notice rather than on the landing page.
        const url = new URL(link);
        const callback = url.searchParams.get('callbackURL');
        if (!callback || callback === '/') url.searchParams.set('callbackURL', '/login?verified=1');
        await mailer.send(
          brandedMail({
            to: user.email,
            subject: 'Confirm your email for Pitstop',
            intro:
              'Welcome to Pitstop! Confirm your email address to finish creating your account.',
            action: { label: 'Confirm my email', url: url.toString() },
            outro:
              'The link works for 24 hours. If you did not sign up for Pitstop, ignore this mail.',
          }),
        );
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: { enabled: false }, // Our own limits (plugins/rate-limits.ts) cover IP and e-mail.
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated staff member cannot sign in again (ADR 044).
          before: async (session) => {
            if (await hooks.isDeactivated(session.userId)) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: DEACTIVATED_MESSAGE,
              });
            }
          },
        },
      },
      user: {
        create: { after: (user) => hooks.userCreated(user) },
        update: {
          after: async (user) => {
            if (user.emailVerified) await hooks.confirmedUserUpdated(user);
          },
        },
      },
    },
    plugins: [
      bearer(),
      magicLink({
        disableSignUp: true,
        expiresIn: 15 * 60,
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(
            brandedMail({
              to: email,
              subject: 'Your Pitstop sign-in link',
              intro: 'Use this link to sign in to Pitstop. It works once, for 15 minutes.',
              action: { label: 'Sign in to Pitstop', url },
              outro: 'If you did not ask for this, ignore this mail.',
            }),
          );
        },
      }),
      emailOTP({
        disableSignUp: true,
        otpLength: 6,
        expiresIn: 10 * 60,
        allowedAttempts: 5,
        sendVerificationOTP: async ({ email, otp }) => {
          await mailer.send(
            brandedMail({
              to: email,
              subject: `${otp} is your Pitstop code`,
              intro: 'Enter this 6-digit code in Pitstop to continue. It works for 10 minutes.',
              code: otp,
              outro: 'If you did not ask for a code, ignore this mail.',
            }),
          );
        },
      }),
    ],
  });
}
export type Auth = ReturnType<typeof createAuth>;

/** Paths whose body carries a new password, and the field it is in. */
const passwordFields: Record<string, string> = {
  'sign-up/email': 'password',
  'reset-password': 'newPassword',
  'change-password': 'newPassword',
};

function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  // Only the server says who the client is (after trustProxy); a client cannot claim an IP.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export async function registerAuth(app: FastifyInstance, auth: Auth, hooks: AccountHooks) {
  app.decorate('auth', auth);
  // Viewers are reused for a few seconds per session (ADR 008); a profile.updated event drops
  // its users' entries — on every instance, as events travel through the database.
  const viewerCache = createViewerCache<Viewer>();
  const invalidate = (event: ServerEvent) => {
    if (event.type !== 'profile.updated') return;
    if (event.userIds) viewerCache.forgetUsers(event.userIds);
    else viewerCache.clear();
  };
  const unsubscribe = app.events.subscribe(invalidate);
  // This instance forgets as the event is published, not when its NOTIFY comes back
  // (milliseconds later on PostgreSQL): the request right after a change must see it.
  const stopSeeingPublished = app.events.onPublish(invalidate);
  app.addHook('onClose', async () => {
    unsubscribe();
    stopSeeingPublished();
  });
  app.decorateRequest('getViewer', function getViewer(this: FastifyRequest) {
    const cached = viewers.get(this);
    if (cached) return cached;
    const key = credentialKey(this.headers, SESSION_COOKIE_PREFIX);
    const lookup = key
      ? viewerCache.resolve(key, () => resolveViewer(auth, hooks, this))
      : resolveViewer(auth, hooks, this).then((found) => found?.viewer ?? null);
    viewers.set(this, lookup);
    return lookup;
  });
  const viewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

  const authRateLimit = await registerAuthRateLimits(app);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    preHandler: authRateLimit,
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'].split('?')[0] ?? '';
      const refusal = refuseSignupInput(path, request.body);
      if (refusal) {
        // A problem+json that better-auth's client can read too: it shows `message`.
        return sendProblem(reply, {
          status: 400,
          code: refusal.code,
          detail: refusal.message,
          errors: [{ path: refusal.path, message: refusal.message }],
          message: refusal.message,
        });
      }
      const url = new URL(request.url, app.config.appUrl);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: authHeaders(request),
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.status >= 400) return sendAuthProblem(app, request, reply, response);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (!['set-cookie', 'content-length', 'content-encoding'].includes(name))
          reply.header(name, value);
      }
      if (mayChangeViewers(request.method, path)) {
        // Sign-out, revocations, password and e-mail changes: no cached viewer may outlive
        // them here, and the event (no userIds: whose is not known) clears other instances.
        viewerCache.clear();
        await app.events.publish({ type: 'profile.updated' });
      }
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

/**
 * better-auth answers its errors as `{ message, code }`; they go out as problem+json like every
 * other error, keeping `code` and `message` as extension members for better-auth's web client.
 */
async function sendAuthProblem(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
) {
  const text = await response.text();
  let parsed: { message?: unknown; code?: unknown } = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON: the status alone says what happened.
  }
  const { status } = response;
  if (status >= 500) {
    // better-auth catches its database errors itself: when the database is what failed, the
    // ping's error makes this the same 503 with Retry-After as any other request gets.
    await app.database.ping(1_000);
    request.log.error({ status, body: text.slice(0, 500) }, 'auth request failed');
    return sendProblem(reply, {
      status,
      code: 'internal',
      detail: 'Something went wrong on our side.',
      message: 'Something went wrong on our side.',
    });
  }
  const message =
    typeof parsed.message === 'string' && parsed.message
      ? parsed.message
      : (authFallbackMessages[status] ?? 'This sign-in request was refused.');
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);
  return sendProblem(reply, {
    status,
    code: typeof parsed.code === 'string' && parsed.code ? parsed.code : `http_${status}`,
    detail: message,
    message,
  });
}

const authFallbackMessages: Record<number, string> = {
  401: 'Sign in to continue.',
  403: 'This is not allowed.',
  404: 'There is no such sign-in operation.',
};

/**
 * Checks what better-auth would accept but we do not: a sign-up role other than client or
 * mechanic, and a new password that breaks our rule (the reasons are in the message).
 */
function refuseSignupInput(
  path: string,
  body: unknown,
): { code: string; path: string; message: string } | null {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (
    path === 'sign-up/email' &&
    fields.signupRole !== undefined &&
    !signupRoleSchema.safeParse(fields.signupRole).success
  ) {
    return {
      code: 'ROLE_NOT_ALLOWED',
      path: 'body.signupRole',
      message: 'Sign-up is for car owners and mechanics; a workshop admin grants every other role.',
    };
  }
  const passwordField = passwordFields[path];
  if (!passwordField) return null;
  const password = fields[passwordField];
  const reasons = typeof password === 'string' ? passwordWeaknesses(password) : ['a password'];
  if (reasons.length === 0) return null;
  return {
    code: 'PASSWORD_TOO_WEAK',
    path: `body.${passwordField}`,
    message: passwordWeaknessMessage(reasons),
  };
}

/** Auth calls that only start sessions or send mail; every other write may end or change one. */
const sessionStartingPaths = new Set([
  'sign-in/email',
  'sign-in/magic-link',
  'sign-in/email-otp',
  'sign-up/email',
  'request-password-reset',
  'forget-password',
  'send-verification-email',
  'email-otp/send-verification-otp',
  'email-otp/check-verification-otp',
]);
/** GETs that change the account: e-mail confirmation links. */
const changingGets = new Set(['verify-email', 'magic-link/verify']);

function mayChangeViewers(method: string, path: string): boolean {
  if (method === 'GET') return changingGets.has(path);
  return !sessionStartingPaths.has(path);
}

async function resolveViewer(
  auth: Auth,
  hooks: AccountHooks,
  request: FastifyRequest,
): Promise<{ viewer: Viewer; userId: string; sessionExpiresAt: Date } | null> {
  const session = await auth.api.getSession({ headers: authHeaders(request) });
  if (!session) return null;
  const found = await hooks.profileOf(session.user);
  if (!found) throw new AppError('internal', 500, 'Failed to fetch user profile');
  // A deactivated staff member is signed out, whatever session or cookie they still hold.
  const { deactivated, ...profile } = found;
  if (deactivated) return null;
  return {
    viewer: { ...profile, sessionId: session.session.id },
    userId: session.user.id,
    sessionExpiresAt: new Date(session.session.expiresAt),
  };
}
