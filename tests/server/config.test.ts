/**
 * Configuration (DESIGN.md section 4): bad values stop the server with a message naming the variable, and
 * production mode seeds no demo accounts, only an admin with the operator's password that must be changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MD5, startTestApp, type TestApp } from './helpers.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';

describe('loadConfig', () => {
  it('reads SERVE (all by default, api for a cluster) and REDIS_KEY_PREFIX, and refuses another SERVE', () => {
    expect(loadConfig({}).serve).toBe('all');
    expect(loadConfig({ SERVE: 'api' }).serve).toBe('api');
    expect(() => loadConfig({ SERVE: 'gateway' })).toThrow(ConfigError);
    expect(loadConfig({}).redisKeyPrefix).toBe('oap:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'tenant1:' }).redisKeyPrefix).toBe('tenant1:');
  });

  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      gatewayPort: 8081,
      demoUpstreamPort: 8082,
      host: '0.0.0.0',
      dataDir: './data',
      production: false,
      logLevel: 'info',
      databaseUrl: undefined,
      redisUrl: undefined,
      staticDir: './dist',
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '9000',
        GATEWAY_PORT: '9001',
        DEMO_UPSTREAM_PORT: '9002',
        HOST: '127.0.0.1',
        DATA_DIR: '/tmp/x',
        DATABASE_URL: 'postgresql://u@h/db',
        REDIS_URL: 'rediss://h:6380',
        LOG_LEVEL: 'warn',
        STATIC_DIR: '/srv/console',
      }),
    ).toMatchObject({
      port: 9000,
      gatewayPort: 9001,
      demoUpstreamPort: 9002,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgresql://u@h/db',
      redisUrl: 'rediss://h:6380',
      logLevel: 'warn',
      staticDir: '/srv/console',
    });
    expect(loadConfig({ PORT: '0', GATEWAY_PORT: '0' }).port).toBe(0); // tests and benchmarks: any free port
    expect(loadConfig({ DEMO_UPSTREAM_PORT: '0' }).demoUpstreamPort).toBe(0);
    // production starts no demo upstream, so its port may be anything
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'Secret#2026',
        SECRET_KEY: 'ab'.repeat(32),
        DEMO_UPSTREAM_PORT: '8080',
      }).demoUpstreamPort,
    ).toBe(8080);
    expect(loadConfig({ SECRET_KEY: 'ab'.repeat(32) }).secretKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({ SECRET_KEY: Buffer.alloc(32, 7).toString('base64') }).secretKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).appSecretGraceHours).toBe(24);
    expect(loadConfig({ APP_SECRET_GRACE_HOURS: '2' }).appSecretGraceHours).toBe(2);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number between 0 and 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a port number between 0 and 65535, got "70000"'],
    [{ PORT: '-1' }, 'PORT must be a port number'],
    [{ PORT: '80.5' }, 'PORT must be a port number'],
    [{ GATEWAY_PORT: 'x' }, 'GATEWAY_PORT must be a port number'],
    [{ PORT: '8081' }, 'PORT and GATEWAY_PORT must differ (both 8081)'],
    [{ DEMO_UPSTREAM_PORT: 'x' }, 'DEMO_UPSTREAM_PORT must be a port number'],
    [{ DEMO_UPSTREAM_PORT: '8080' }, 'DEMO_UPSTREAM_PORT and PORT must differ (both 8080)'],
    [{ DEMO_UPSTREAM_PORT: '8081' }, 'DEMO_UPSTREAM_PORT and GATEWAY_PORT must differ (both 8081)'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [
      { DATABASE_URL: 'mysql://root@localhost/db' },
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://root@localhost/db"',
    ],
    [{ DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL must start with postgres://'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ NODE_ENV: 'production' }, 'NODE_ENV=production needs ADMIN_PASSWORD'],
    [{ NODE_ENV: 'production', ADMIN_PASSWORD: 'Secret#2026' }, 'NODE_ENV=production needs SECRET_KEY'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY must be 32 bytes'],
    [{ APP_SECRET_GRACE_HOURS: '-1' }, 'APP_SECRET_GRACE_HOURS must be a whole number'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Secret#2026' });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('seeds only the admin account', async () => {
    const users = await t.deps.db.selectFrom('users').select('user_name').execute();
    expect(users.map((u) => u.user_name)).toEqual(['admin']);
    expect(await t.deps.db.selectFrom('enterprises').select('enterprise_id').execute()).toEqual([]);
  });

  it("lets the admin log in with the operator's password, with init_pwd 1 so it must be changed", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/openauthor/v1/user/login',
      payload: { user_name: 'admin', password: md5Hex('Secret#2026') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ user_name: 'admin', init_pwd: 1 });
    const detail = await t.app.inject({
      url: '/openauthor/v1/user/detail',
      headers: { ticket: res.json().data.ticket },
    });
    expect(detail.json().data).toMatchObject({ user_type: 0, role_codes: ['super_admin'], init_pwd: 1 });
  });

  it('has no demo password and no demo accounts', async () => {
    for (const user_name of ['admin', 'developer', 'provider', 'enterprise']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/openauthor/v1/user/login',
        payload: { user_name, password: DEMO_MD5 },
        remoteAddress: `10.9.9.${user_name.length}`,
      });
      expect(res.json().code, user_name).toBe('LOGIN_FAILED');
    }
  });

  it('still seeds the resource tree and the built-in roles', async () => {
    const roles = await t.deps.db.selectFrom('roles').select('role_code').orderBy('role_id').execute();
    expect(roles.map((r) => r.role_code)).toEqual(['super_admin', 'provider', 'developer', 'enterprise_admin']);
    const menus = await t.deps.db.selectFrom('resources').select('resource_id').where('type', '=', 1).execute();
    expect(menus.length).toBeGreaterThan(50);
  });
});
