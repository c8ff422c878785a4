# Tarmac: one container, one Node process. PostgreSQL through DATABASE_URL, else the embedded
# database in the /data volume.

# 1. Build: all dependencies, then the client (dist/client) and the bundled server (dist/server)
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Runtime: production dependencies only, as the unprivileged `node` user
FROM node:22-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# pg_dump/pg_restore for `npm run backup` / `npm run restore` on PostgreSQL (Debian 12: version 15; pg_dump must
# not be older than the server, which the backup checks and says)
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
COPY scripts/ops.mjs scripts/purge.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs as PID 1 and handles SIGTERM itself (graceful shutdown in src/server/main.ts)
CMD ["node", "dist/server/main.js"]
