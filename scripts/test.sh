#!/usr/bin/env bash
# The README's test command: installs what tests need on a fresh machine, then runs every test project.
# The server suite runs twice: on embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/phase.sh

if [ ! -d node_modules ]; then phase "npm ci" npm ci --no-audit --no-fund; fi
if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -qi 'noto.*cjk'; then
  echo "installing chromium and CJK fonts (apt)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  phase "apt chromium" bash -c "$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null"
fi

# the cluster test (tests/server/scale/cluster.test.ts, PostgreSQL pass) runs its instances behind HAProxy
if [ -n "${TEST_DATABASE_URL:-}" ] && ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  phase "apt haproxy" bash -c "$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy >/dev/null"
fi

phase "unit" npx vitest run --project unit
phase "server (PGlite)" env TEST_DB=pglite npx vitest run --project server
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # one pass after the other: side by side, the suites' child-process starts (lifecycle, logs, faults) wait on CPU
  # past their limits on two cores. The contract tests read the specs and the code, not a database: the PGlite pass ran them
  phase "server (PostgreSQL)" env TEST_DB=postgres npx vitest run --project server --exclude=tests/contract/**
else
  echo "TEST_DATABASE_URL not set: server suite ran on PGlite only"
fi
# MCP conformance (@modelcontextprotocol/conformance, both protocol revisions) against the gateway: fails on any
# failed check; installs Node 22 and the CLI from the npm registry once (scripts/conformance/setup.sh)
phase "mcp conformance" npm run conformance
phase "build" npm run build
# browser tests on PostgreSQL when there is one (a template copy and native SQL per file: far less CPU than a
# WebAssembly database each); the server suite above has run every query on both databases
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  phase "e2e" env TEST_DB=postgres npx vitest run --project e2e
else
  phase "e2e" npx vitest run --project e2e
fi
