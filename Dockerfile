# syntax=docker/dockerfile:1
# The shop's image (README "Deploying with containers"): the storefront and the server built in one stage, the
# server's production dependencies installed in another (both from the workspace's manifests), and a runtime
# stage with only those, the bundle and what it reads at run time (migrations, assets, the storefront's
# build), running as the unprivileged `node`.
#   docker build -t humbl-shop .          podman build --format docker -t humbl-shop .
# (--format docker keeps the HEALTHCHECK: the OCI image format has no place for it.)
ARG NODE_IMAGE=node:20-bookworm-slim

# The workspace's manifests: what both installs below read, so a change to the code reuses them.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM manifests AS build
# npm_ca (optional): extra CA certificates for a proxy in front of the npm registry, used only by npm.
RUN --mount=type=cache,target=/root/.npm \
    --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
COPY apps/server apps/server
RUN npm run build

FROM manifests AS deps
# The server's production dependencies only; sharp (libvips, native) and heic-decode (WebAssembly) are among
# them and stay outside the bundle (apps/server/scripts/build.mjs).
RUN --mount=type=cache,target=/root/.npm \
    --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --omit=dev --workspace=@shop/server --no-audit --no-fund \
 && node -e "require('sharp'); require.resolve('heic-decode')" \
 && rm -rf packages apps/web e2e

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/humbl/data \
    MEDIA_DIR=/var/lib/humbl/media
WORKDIR /app
COPY --from=deps /src ./
COPY apps/server/drizzle.config.ts apps/server/
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/assets apps/server/assets
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/apps/web/dist-ssr apps/web/dist-ssr
# DATA_DIR holds the embedded database when DATABASE_URL is unset (mount a volume there for one instance on
# PGlite); MEDIA_DIR the uploaded photos and clips: one volume shared by every instance.
RUN mkdir -p /var/lib/humbl/data /var/lib/humbl/media && chown -R node:node /var/lib/humbl
VOLUME ["/var/lib/humbl/media"]
USER node
EXPOSE 3000
# /readyz: the process answers and its database does (node's fetch: no curl in the image).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (server.ts: finish the requests in flight, close the database,
# exit 0); it spawns no children, so no init is needed to reap them (compose may still add `init: true`).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
