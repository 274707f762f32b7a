# syntax=docker/dockerfile:1
#
# ミルメ: one image for any number of API processes behind a load balancer
# (README「本番環境へのデプロイ」, docs/decisions/0019-many-instances.md).
#
#   docker build -t mirume .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e APP_URL=https://… mirume
#
# Without DATABASE_URL the container runs the embedded database in /data (one process only:
# mount a volume there).

# --- build: all dependencies, the web app (Vite) and the bundled API (esbuild) ---------------
FROM node:26-bookworm-slim AS build
WORKDIR /app
# The manifests first, so that a change to the sources does not install the dependencies again.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/shared/package.json packages/shared/
RUN npm ci
COPY . .
RUN npm run build
# The bundle keeps npm packages external (native argon2, PGlite's WebAssembly, the PDF fonts are
# read beside their packages), so the runtime needs the production dependencies, nothing more.
RUN npm prune --omit=dev

# --- runtime: Node 26, the bundle, the built web app and production dependencies -------------
FROM node:26-bookworm-slim AS runtime
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json apps/api/
# server.js and the migrations beside it (apps/api/build.mjs).
COPY --from=build /app/apps/api/dist apps/api/dist
# Served by the API (WEB_DIST_DIR defaults to apps/web/dist next to the bundle).
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz also checks the database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM finishes in-flight requests and closes the database (server.ts); node runs as PID 1
# and handles it itself. The V8 flag is the one of npm start (scripts/server-flags.mjs).
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "apps/api/dist/server.js"]
