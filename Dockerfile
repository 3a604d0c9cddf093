# syntax=docker/dockerfile:1
# Campus in a container: `docker build -t campus .` (the runtime stage), or `docker compose up` (compose.yaml
# with PostgreSQL and an S3-compatible store). Decision record: docs/decisions/0045-deployment.md.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, dev tools included: the build needs Vite and the React Router CLI.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM dependencies AS build
COPY . .
RUN npm run build

# The operator's one-off commands (npm run backup, restore, bench:data) load the app through Vite, so they
# run from the build stage's full toolchain: `docker compose run --rm tools npm run backup -- --out …`.
FROM build AS tools
ENV NODE_ENV=production DATA_DIR=/data
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
CMD ["npm", "run", "backup"]

# Production dependencies only (no Vite, TypeScript, Playwright or the pinned Node package).
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# What runs: the built app with the small server in server/ bundled into it (build/server/production.js).
# The sources of that server and the app/lib modules it imports are copied too, so `node server/production.ts`
# runs in the image as well; tests/architecture/deployment.test.ts keeps this list complete.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# glibc's malloc keeps large blocks (each brotli response's encoder) in their own mappings, given back when
# the response is done, instead of in arenas that fragment and keep the RSS high (server/memory-settings.ts,
# decision 0122-memory; the same value `npm start` gives the server).
ENV GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY server ./server
COPY app/lib/env.server.ts app/lib/logger.server.ts app/lib/request-context.server.ts app/lib/document-cache.server.ts app/lib/web-stream-from-node.server.ts ./app/lib/
# The request context counts each request's SQL statements (decision 0114-statements-per-request-and-server-timing).
COPY db/statement-counting.ts ./db/
# The language of each request is decided at the edge (server/locale.ts, decision 0106-languages).
COPY app/lib/i18n/locales.ts app/lib/i18n/current-locale.ts app/lib/i18n/localized-path.ts ./app/lib/i18n/
# The page a request shed under load gets (server/load-shedding.ts, decision 0131-load-shedding).
COPY app/lib/busy-page.server.ts app/lib/busy-page.messages.ts app/lib/html.ts ./app/lib/
RUN mkdir -p /data && chown node:node /data
# The image's own unprivileged user: the app writes only to /data (SQLite file, uploads, auth secret).
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (/healthz); compose and orchestrators ask /readyz before sending traffic.
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# A young generation of 2 × 16 MB instead of V8's 2 × 32 MB: under load the server stays under 300 MB at
# no measured CPU cost (docs/benchmarks/startup.md, decision 0053). build/server/production.js is
# server/production.ts bundled as plain JavaScript: Node loads no TypeScript stripper (decision 0060).
CMD ["node", "--max-semi-space-size=16", "build/server/production.js"]
