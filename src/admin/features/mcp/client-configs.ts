/**
 * Ready-to-paste MCP client configurations for one endpoint and the developer's own token (never a shared key).
 * Formats as the clients document them (checked November 2026):
 * - Claude Code: `claude mcp add --transport http <name> <url> --header "Authorization: Bearer …"` (code.claude.com/docs/en/mcp)
 * - Claude Desktop: claude_desktop_config.json starts only local (stdio) servers, so a remote one goes through the
 *   `mcp-remote` bridge; the header value sits in `env` because some hosts split arguments on spaces (its README)
 * - Cursor: .cursor/mcp.json, `mcpServers` with `url` and `headers`
 * - VS Code: .vscode/mcp.json, top-level `servers`, `type: "http"`
 * - plain JSON: an `mcpServers` block with `type: "http"` (.mcp.json of Claude Code and most other clients)
 */
export type McpClient = 'claude_code' | 'claude_desktop' | 'cursor' | 'vscode' | 'json';
export const MCP_CLIENTS: McpClient[] = ['claude_code', 'claude_desktop', 'cursor', 'vscode', 'json'];

export interface McpTarget {
  group_id: number;
  group_name: string;
  env_type: number;
  url: string;
}

const ENV_SUFFIX: Record<number, string> = { 1: '-test', 2: '-pre', 3: '' };

/** a server name every client accepts: ASCII letters, digits and '-', unique per group and environment */
export function serverName(t: McpTarget): string {
  const slug = t.group_name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `${slug || 'group'}-${t.group_id}${ENV_SUFFIX[t.env_type] ?? `-env${t.env_type}`}`;
}

const json = (v: unknown) => JSON.stringify(v, null, 2);

export function clientConfig(client: McpClient, t: McpTarget, token: string): string {
  const name = serverName(t);
  const auth = `Bearer ${token}`;
  switch (client) {
    case 'claude_code':
      return `claude mcp add --transport http ${name} ${t.url} --header "Authorization: ${auth}"`;
    case 'claude_desktop':
      return json({
        mcpServers: {
          [name]: {
            command: 'npx',
            args: ['-y', 'mcp-remote', t.url, '--header', 'Authorization:${AUTH_HEADER}'],
            env: { AUTH_HEADER: auth },
          },
        },
      });
    case 'cursor':
      return json({ mcpServers: { [name]: { url: t.url, headers: { Authorization: auth } } } });
    case 'vscode':
      return json({ servers: { [name]: { type: 'http', url: t.url, headers: { Authorization: auth } } } });
    case 'json':
      return json({ mcpServers: { [name]: { type: 'http', url: t.url, headers: { Authorization: auth } } } });
  }
}
