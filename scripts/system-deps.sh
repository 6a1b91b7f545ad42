#!/usr/bin/env bash
# What the tests need from Debian that a fresh machine lacks: Chromium's headless shell and CJK fonts (browser tests),
# Chromium itself (the console bench, screenshots by hand), HAProxy (the cluster test of the PostgreSQL pass).
# Installs only what is missing; a no-op on a machine that has them.
set -euo pipefail
need=()
if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -qi 'noto.*cjk'; then need+=(chromium fonts-noto-cjk); fi
if ! command -v chromium-headless-shell >/dev/null 2>&1; then need+=(chromium-headless-shell); fi
if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then need+=(haproxy); fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "installing ${need[*]} (apt)"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
