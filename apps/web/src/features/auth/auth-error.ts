import { ApiError } from '../../lib/api-client.ts';

/** Who gets which words (spec §8, DESIGN.md §3.7): bad credentials are never spelled out further. */
const messagesByCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  EMAIL_NOT_VERIFIED:
    'Your email is not confirmed yet. Check your email for the confirmation link — we have just sent a new one.',
  INVALID_OTP: 'That code is not right. Check the latest email and try again.',
  OTP_EXPIRED: 'That code has expired. Ask for a new one.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Ask for a new one.',
  INVALID_TOKEN: 'This link is invalid or has expired. Ask for a new one.',
  INVALID_PASSWORD: 'Your current password is not right.',
};

/**
 * An auth failure a person can act on. `expected` is false for failures that are not the
 * person's doing (network, server), which pages word as "… failed. Please try again."
 */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly options: { code?: string; status?: number; field?: string; expected?: boolean } = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }

  get expected(): boolean {
    return this.options.expected ?? false;
  }
}

type ClientError = {
  status?: number;
  message?: string;
  code?: string;
  detail?: string;
  errors?: { path: string }[];
};

function tooManyAttempts(error: ClientError): string {
  return error.detail ?? error.message ?? 'Too many attempts. Try again in a minute.';
}

/** Turns a better-auth client error, an ApiError or anything thrown into an AuthError. */
export function toAuthError(error: unknown, fallback: string): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status >= 500)
      return new AuthError(fallback, { status: error.status });
    return new AuthError(error.message || fallback, { status: error.status, expected: true });
  }
  if (error && typeof error === 'object' && ('status' in error || 'code' in error)) {
    const clientError = error as ClientError;
    const status = clientError.status ?? 0;
    if (status === 429)
      return new AuthError(tooManyAttempts(clientError), {
        status,
        code: 'RATE_LIMITED',
        expected: true,
      });
    if (status === 0 || status >= 500) return new AuthError(fallback, { status });
    const code = clientError.code;
    if (code === 'PASSWORD_TOO_WEAK' || /PASSWORD_TOO_(SHORT|LONG)/.test(code ?? '')) {
      return new AuthError(clientError.message ?? clientError.detail ?? fallback, {
        status,
        code,
        field: 'password',
        expected: true,
      });
    }
    if (
      typeof clientError.errors?.[0]?.path === 'string' &&
      clientError.errors[0].path.endsWith('assword')
    ) {
      return new AuthError(clientError.detail ?? clientError.message ?? fallback, {
        status,
        code,
        field: 'password',
        expected: true,
      });
    }
    const message =
      (code && messagesByCode[code]) || clientError.message || clientError.detail || fallback;
    return new AuthError(message, { status, ...(code ? { code } : {}), expected: true });
  }
  return new AuthError(fallback);
}
