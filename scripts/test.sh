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
# MCP conformance (@modelcontextprotocol/conformance, both protocol revisions) against the gateway: fails on any
# failed check; installs Node 22 and the CLI from the npm registry once (scripts/conformance/setup.sh). Then the
# console's build, which the browser tests serve
conformance_and_build() { npm run conformance && npm run build; }
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # the two server passes one after the other: side by side, the suites' child-process starts (lifecycle, logs,
  # faults) wait on CPU past their limits on two cores. The PostgreSQL pass leaves about a sixth of the CPU idle (the
  # database's round trips), and conformance half (its CLI's waits): they run side by side, 50 s less
  phase_bg "mcp conformance, build" conformance_and_build
  # The contract tests read the specs and the code, not a database: the PGlite pass ran them
  phase "server (PostgreSQL)" env TEST_DB=postgres npx vitest run --project server --exclude=tests/contract/**
  phase_wait
else
  echo "TEST_DATABASE_URL not set: server suite ran on PGlite only"
  phase "mcp conformance, build" conformance_and_build
fi
# browser tests on PostgreSQL when there is one (a template copy and native SQL per file: far less CPU than a
# WebAssembly database each); the server suite above has run every query on both databases
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  phase "e2e" env TEST_DB=postgres npx vitest run --project e2e
else
  phase "e2e" npx vitest run --project e2e
fi
