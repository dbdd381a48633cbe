# syntax=docker/dockerfile:1

# Build stage: install dependencies (Bun comes from the lockfile's `bun`
# package, so the image builds with exactly the version the project tests
# with) and compile the single executable.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Fixes to dependencies, applied by the install (patch-package).
COPY patches ./patches
RUN npm ci
COPY . .
RUN npm run build

# Final stage: the binary alone, run as an unprivileged user.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --home-dir /srv/gazette gazette \
  && mkdir -p /srv/gazette/data \
  && chown -R gazette:gazette /srv/gazette
WORKDIR /srv/gazette
COPY --from=build --chown=gazette:gazette /app/dist/gazette /usr/local/bin/gazette

ENV PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_PATH=/srv/gazette/data/gazette.db \
    MEDIA_CACHE_DIR=/srv/gazette/data/media-cache \
    MIMALLOC_PURGE_HOLES=0
VOLUME ["/srv/gazette/data"]
EXPOSE 3000
USER gazette

HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD curl -fsS "http://127.0.0.1:${PORT}/healthz" || exit 1

ENTRYPOINT ["/usr/local/bin/gazette"]
