#!/bin/sh
# The production build, in a folder holding a clean copy of the sources (ADR 0053). The Dockerfile runs its
# stages through this script and scripts/production-build.test.ts runs it in a temporary copy, so what the
# test checks on a machine without a container daemon is what the image does.
#
# Usage: scripts/production-build.sh <dir> [build|runtime]   (no stage: both, one after the other)
#   build    npm ci (dev packages too: Vite, React, MUI) and npm run build -> apps/web/dist
#   runtime  npm ci --omit=dev --omit=optional over the same sources, next to a built apps/web/dist; the server runs its
#            TypeScript by type stripping (ADR 0001), so dist is the only built file it needs.
set -eu

dir=${1:?usage: scripts/production-build.sh <dir> [build|runtime]}
stage=${2:-all}
cd "$dir"

build() {
  npm ci --prefer-offline --no-audit --no-fund
  npm run build
}

runtime() {
  test -f apps/web/dist/index.html || { echo "apps/web/dist/index.html is missing: run the build stage first" >&2; exit 1; }
  # npm ci starts from an empty tree; the workspaces' own folders are cleared too, so no build package stays.
  rm -rf node_modules apps/*/node_modules packages/*/node_modules
  # --omit=optional too: better-auth names vitest, vite, react, drizzle-kit… as optional peers, so with
  # --omit=dev alone npm keeps them ("devOptional"). The only optional packages the runtime tree had are
  # build tools' platform binaries and pg-cloudflare (Cloudflare Workers only).
  npm ci --omit=dev --omit=optional --prefer-offline --no-audit --no-fund
}

case "$stage" in
  build) build ;;
  runtime) runtime ;;
  all) build && runtime ;;
  *) echo "unknown stage: $stage (build, runtime, or none for both)" >&2; exit 2 ;;
esac
