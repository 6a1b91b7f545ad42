/**
 * The ready-to-paste MCP client configurations (src/admin/features/mcp/client-configs.ts): each client's documented
 * shape, the developer's own token in the Authorization header and nowhere else, and server names every client takes.
 */
import { describe, expect, it } from 'vitest';
import { clientConfig, MCP_CLIENTS, serverName } from '../../src/admin/features/mcp/client-configs.ts';

const target = { group_id: 7, group_name: 'Weather', env_type: 3, url: 'https://gw.example.com/mcp/7' };
const token = 'mcp_abcDEF123-_xyz';

describe('MCP client configurations', () => {
  it('Claude Code: one `claude mcp add --transport http` line with the bearer header', () => {
    expect(clientConfig('claude_code', target, token)).toBe(
      `claude mcp add --transport http weather-7 https://gw.example.com/mcp/7 --header "Authorization: Bearer ${token}"`,
    );
  });
  it('Cursor: mcpServers with url and headers', () => {
    expect(JSON.parse(clientConfig('cursor', target, token))).toEqual({
      mcpServers: { 'weather-7': { url: target.url, headers: { Authorization: `Bearer ${token}` } } },
    });
  });
  it('VS Code: top-level "servers" with type http', () => {
    expect(JSON.parse(clientConfig('vscode', target, token))).toEqual({
      servers: { 'weather-7': { type: 'http', url: target.url, headers: { Authorization: `Bearer ${token}` } } },
    });
  });
  it('plain JSON: an mcpServers block with type http', () => {
    expect(JSON.parse(clientConfig('json', target, token))).toEqual({
      mcpServers: { 'weather-7': { type: 'http', url: target.url, headers: { Authorization: `Bearer ${token}` } } },
    });
  });
  it('Claude Desktop: the mcp-remote bridge, the header value in env (no spaces in args)', () => {
    const c = JSON.parse(clientConfig('claude_desktop', target, token));
    expect(c.mcpServers['weather-7']).toEqual({
      command: 'npx',
      args: ['-y', 'mcp-remote', target.url, '--header', 'Authorization:${AUTH_HEADER}'],
      env: { AUTH_HEADER: `Bearer ${token}` },
    });
    expect(c.mcpServers['weather-7'].args.some((a: string) => a.includes(' '))).toBe(false);
  });
  it('every client carries the given token exactly once', () => {
    for (const c of MCP_CLIENTS) expect(clientConfig(c, target, token).split(token).length - 1).toBe(1);
  });
  it('server names: ASCII slug, group id, environment suffix; a Chinese name falls back to "group"', () => {
    expect(serverName({ ...target, group_name: 'Exchange rates', env_type: 1 })).toBe('exchange-rates-7-test');
    expect(serverName({ ...target, group_name: '天气查询', env_type: 2 })).toBe('group-7-pre');
    expect(serverName(target)).toMatch(/^[a-z0-9-]+$/);
  });
});
