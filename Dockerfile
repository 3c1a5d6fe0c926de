# Production image: Node 24 LTS, the built web app, the server run by tsx, as a non-root user.
# The same image runs the embedded default (no services: PGlite in /data, jobs in-process, mail to
# /data/outbox) or the full stack of docker-compose.yml.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
RUN groupadd --system coach && useradd --system --gid coach --home /app coach \
  && mkdir -p /data && chown coach:coach /data
COPY --from=build --chown=coach:coach /app/node_modules ./node_modules
COPY --from=build --chown=coach:coach /app/web/dist ./web/dist
COPY --chown=coach:coach package.json tsconfig.json tsconfig.base.json ./
COPY --chown=coach:coach server ./server
COPY --chown=coach:coach projections ./projections
COPY --chown=coach:coach workers ./workers
COPY --chown=coach:coach web/src/api/generated ./web/src/api/generated
USER coach
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "server/src/main.ts"]
