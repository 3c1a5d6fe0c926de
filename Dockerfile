# Production image: Node 24 LTS, the built web app and the compiled server, as a non-root user.
# One image for every role: APP_ROLES (web, workers, projections; all three when unset) says what a
# container runs. With no environment at all it is the embedded default: every role in one
# process, PGlite in /data, jobs in process, mail to /data/outbox. docker-compose.yml runs the
# roles as separate containers with EventStoreDB, PostgreSQL and Redis.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web && npm run build:server && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
RUN groupadd --system coach && useradd --system --gid coach --home /app coach \
  && mkdir -p /data && chown coach:coach /data
COPY --from=build --chown=coach:coach /app/node_modules ./node_modules
COPY --from=build --chown=coach:coach /app/web/dist ./web/dist
COPY --from=build --chown=coach:coach /app/web/dist-ssr ./web/dist-ssr
COPY --from=build --chown=coach:coach /app/dist ./dist
COPY --chown=coach:coach package.json tsconfig.json tsconfig.base.json ./
COPY --chown=coach:coach server ./server
COPY --chown=coach:coach projections ./projections
# The sources stay for the operator commands (npm run backup / restore / audit run through tsx);
# no web sources (the server's schemas are its own, server/src/generated) and no test code
# (.dockerignore leaves out tests/ and every *.test.ts).
COPY --chown=coach:coach scripts ./scripts
USER coach
VOLUME ["/data"]
EXPOSE 3000
# Every role answers /api/health/ on PORT: the API with `web`, a small probe listener without it.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) is handled by the app itself: requests, jobs and the projection batch in
# progress finish, then it exits 0. Node runs the compiled bundle in this one process, so the
# signal reaches the app directly; the flags are those of `npm start` (docs/operations.md, "Memory").
STOPSIGNAL SIGTERM
CMD ["node", "--liftoff-only", "--max-old-space-size=96", "--max-semi-space-size=2", "dist/server/main.js"]
