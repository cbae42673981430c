# syntax=docker/dockerfile:1
# The build stage produces web/dist and the server and worker bundles in dist/ (npm run build);
# the runtime runs them with plain node. One image serves the API (default CMD) and the worker.

FROM node:20-bookworm-slim AS base
WORKDIR /app

# All dependencies; better-sqlite3 compiles from source when no prebuilt binary is reachable.
FROM base AS deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm install (not npm ci): it installs the locked versions; see "CI and Docker" in README.md.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only (tsx is one), keeping the native builds from the deps stage.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json knexfile.ts openapi.yaml ./
COPY src ./src
COPY migrations ./migrations
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
COPY --from=build /app/dist ./dist
# The app code stays root-owned and read-only to the process; only /data is writable.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
# 3000: web app and API. 3001: the embedded sign-in provider (demos without Auth0).
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "--enable-source-maps", "dist/server.js"]
