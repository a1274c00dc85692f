# syntax=docker/dockerfile:1
# LeadSift in two stages (ADR 0053). Both RUN steps call scripts/production-build.sh, the one script that
# scripts/production-build.test.ts runs in a clean copy of the repository: the machine that runs the tests
# has no container daemon, so that test stands in for `docker build` and checks what this file does.

# Build: every package (Vite, React, MUI) and `npm run build` -> apps/web/dist.
FROM node:24-slim AS build
WORKDIR /app
COPY . .
RUN sh scripts/production-build.sh /app build

# Runtime: the same sources, the built web app and `npm ci --omit=dev --omit=optional`; the server runs its
# TypeScript by type stripping (ADR 0001). Files belong to root, so the app user cannot change its own code.
FROM node:24-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY . .
COPY --from=build /app/apps/web/dist apps/web/dist
RUN sh scripts/production-build.sh /app runtime \
    && rm -rf /root/.npm \
    && mkdir -p /data \
    && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The slim image has no curl: Node's fetch asks /readyz (database reachable, migrations applied).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["npm", "start"]
