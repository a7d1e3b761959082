import { httpGet } from './latency.ts';

/** APP_URL defaults to http://localhost:PORT: the origin the server trusts for auth calls. */
function originOf(serverUrl: string): string {
  return `http://localhost:${new URL(serverUrl).port}`;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * The way a new workshop starts: sign up as a mechanic, follow the confirmation link from the
 * dev mailbox (SMTP_URL unset), sign in, create the shop and so become its admin.
 * Returns the bearer header to call the API with and the new shop's id.
 */
export async function createAdminWithShop(serverUrl: string, shopName = 'Bench Garage') {
  const origin = originOf(serverUrl);
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-42';
  await postJson(
    `${serverUrl}/api/auth/sign-up/email`,
    { email, password, name: 'Bench Admin', signupRole: 'mechanic' },
    { origin },
  );
  const mailbox = await httpGet(`${serverUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`, {});
  const link = (JSON.parse(mailbox.body) as { text: string }[])[0]?.text.match(
    /https?:\/\/\S+/,
  )?.[0];
  if (!link) throw new Error(`no confirmation mail for ${email}: ${mailbox.body.slice(0, 300)}`);
  const confirm = new URL(link);
  await fetch(`${serverUrl}${confirm.pathname}${confirm.search}`, { redirect: 'manual' });
  const signIn = await postJson(
    `${serverUrl}/api/auth/sign-in/email`,
    { email, password },
    { origin },
  );
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error('sign-in gave no bearer token');
  const authorization = { authorization: `Bearer ${token}` };
  const shop = await postJson(
    `${serverUrl}/api/v1/shops`,
    { name: shopName, timezone: 'America/Chicago', currency: 'USD' },
    authorization,
  );
  return { headers: authorization, shopId: ((await shop.json()) as { id: string }).id };
}
