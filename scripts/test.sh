#!/usr/bin/env bash
# The README's test command: installs what tests need on a fresh machine, then runs every test project.
# The server suite runs twice: on embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/phase.sh

if [ ! -d node_modules ]; then phase "npm ci" npm ci --no-audit --no-fund; fi
# Chromium, CJK fonts and HAProxy when missing (.ci/run has usually installed them beside npm ci already)
phase "system packages" bash scripts/system-deps.sh

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
