#!/usr/bin/env bash
# The README's first command: installs dependencies when missing or stale, builds the console, the store's visitor entry,
# the server's bundle (scripts/build-server.ts: plain node runs it, no TypeScript compiled at start) and the database
# image, starts the platform (console + API on PORT, embedded PGlite under DATA_DIR unless
# DATABASE_URL is set).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx vite build --logLevel warn
npx vite build --mode store --logLevel warn
node --import tsx scripts/build-server.ts
# the migrated database image a first start on an empty DATA_DIR copies (src/server/db/image.ts); built once per
# set of migrations, not needed on PostgreSQL
if [ -z "${DATABASE_URL:-}" ]; then node dist-server/db-image.js; fi
exec node dist-server/main.js
