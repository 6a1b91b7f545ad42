/** Which deployment the console runs in, read from the host name (SPEC.md section 1). */
export type EnvName = 'test' | 'uat' | 'prod';

export function envFromHost(hostname: string): EnvName {
  const host = hostname.toLowerCase();
  if (/(^|[.-])uat([.-]|\d|$)/.test(host) || host.startsWith('uat')) return 'uat';
  if (
    /(^|[.-])(test|dev|sit)([.-]|\d|$)/.test(host) ||
    host === 'localhost' ||
    /^127\.|^\[?::1\]?$|^0\.0\.0\.0$/.test(host)
  )
    return 'test';
  return 'prod';
}
