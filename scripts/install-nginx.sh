#!/usr/bin/env bash
# Installs nginx from Debian (for deploy/nginx.conf and scripts/nginx-check.ts). Needs root (or sudo).
set -euo pipefail
if command -v nginx >/dev/null 2>&1; then
  echo "nginx is installed: $(nginx -v 2>&1)"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx-light >/dev/null 2>&1 \
  || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
# The package starts a default site on port 80; we run our own nginx with our own config instead.
$SUDO service nginx stop >/dev/null 2>&1 || true
echo "installed: $(nginx -v 2>&1)"
