import { emailOTPClient, inferAdditionalFields, magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth client for `/api/auth/*` on this origin. Session cookies are httpOnly and
 * same-origin; the extra user fields mirror the server's sign-up metadata (spec §3).
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        signupRole: { type: ['client', 'mechanic'], required: false, input: true },
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        username: { type: 'string', required: false, input: true },
      },
    }),
    magicLinkClient(),
    emailOTPClient(),
  ],
});

/** The error shape better-auth's client hands back, plus what our server adds (problem+json). */
export type AuthClientError = {
  status: number;
  statusText?: string;
  message?: string;
  code?: string;
  detail?: string;
};
