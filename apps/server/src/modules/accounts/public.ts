// What the rest of the server uses of accounts: a new account's profile, the signed-in one's,
// and the demo accounts the seed creates.
export { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
export { ensureProfile } from './ensure-profile.ts';
export { getOrCreateProfile } from './get-profile.ts';
