# Procure: the API and the built web app in one image, data in a volume at /data.
FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds from source: it needs python3, make and g++.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/fixtures/package.json packages/fixtures/
COPY packages/forms/package.json packages/forms/
COPY packages/payments/package.json packages/payments/
COPY packages/extraction/package.json packages/extraction/
COPY tests/contract/package.json tests/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @procure/web

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PROCURE_DATA_DIR=/data
COPY --from=build /app /app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "scripts/start.mjs"]
