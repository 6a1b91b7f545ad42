/**
 * Drives the authorization server over real HTTP the way a browser would, for server tests: follows the
 * authorization request to the consent page's interaction, confirms it as a signed-in platform user (the consent
 * page's own two calls) and comes back with the redirect to the client (code, state, iss). Cookies kept by hand.
 */
import { createHash, randomBytes } from 'node:crypto';

export class CookieJar {
  private jar = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
  header() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** GET with the jar, not following redirects */
async function hop(url: string, jar: CookieJar, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.take(res);
  return res;
}

/**
 * from an authorization URL to the client's redirect: the provider sends the browser to /oauth/consent?uid=…,
 * the page confirms with the user's ticket, the provider resumes and redirects to the client
 */
export async function consentAndReturn(
  origin: string,
  authorizationUrl: string,
  ticket: string,
  opts: { approve?: boolean; remember?: boolean } = {},
): Promise<URL> {
  const jar = new CookieJar();
  let res = await hop(authorizationUrl, jar);
  if (res.status !== 303 && res.status !== 302)
    throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  let next = new URL(res.headers.get('location')!, origin);
  // the provider sends the browser to the consent page, takes its answer and resumes, until it redirects to the client
  for (let i = 0; i < 6 && next.origin === origin && next.pathname.startsWith('/oauth/'); i++) {
    if (next.pathname.startsWith('/oauth/consent')) {
      const uid = next.searchParams.get('uid')!;
      const details = await hop(`${origin}/oauth/consent/api/details?uid=${uid}`, jar, { headers: { ticket } });
      if (details.status !== 200) throw new Error(`details ${details.status}: ${await details.text()}`);
      if (process.env.OAUTH_DEBUG) console.log(await details.clone().text());
      const confirm = await hop(`${origin}/oauth/consent/api/confirm?uid=${uid}`, jar, {
        method: 'POST',
        headers: { ticket, 'content-type': 'application/json' },
        body: JSON.stringify({ approve: opts.approve ?? true, remember: opts.remember ?? false }),
      });
      const body = (await confirm.json()) as { data: { redirect_to: string } };
      if (confirm.status !== 200) throw new Error(`confirm ${confirm.status}: ${JSON.stringify(body)}`);
      next = new URL(body.data.redirect_to, origin);
      continue;
    }
    res = await hop(next.href, jar);
    if (res.status !== 303 && res.status !== 302) throw new Error(`resume answered ${res.status}: ${await res.text()}`);
    next = new URL(res.headers.get('location')!, origin);
  }
  return next;
}
