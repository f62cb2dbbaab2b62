# Knowly's container image (issue 25 §3, decision 0076): `docker build -t knowly .`
# Stages: deps (every package, for the build), build (`next build` with the browser settings
# below), prod-deps (dependencies only), runtime (non-root, health-checked, `npm start`).
# What a build bakes in (decision 0076) comes as build arguments: APP_ENV and NEXT_PUBLIC_* (the
# browser bundle) and EDITION_DOMAINS, DEFAULT_EDITION (the canonical links of static pages).
# The runtime stage keeps them as its environment: `npm start` finds the build current and only
# serves (another value there would need a rebuild, which this image cannot do: no dev packages).
# PORT is not baked in.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: no install script may reach the network; the native packages ship prebuilt.
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ARG APP_ENV=prod
ARG EDITION_DOMAINS=
ARG DEFAULT_EDITION=
ARG NEXT_PUBLIC_API_SIGNATURE_KEY=
ARG NEXT_PUBLIC_GOOGLE_ADS_TAG_ID=
ARG NEXT_PUBLIC_GOOGLE_ADS_SIGN_UP_LABEL=
ENV APP_ENV=${APP_ENV} \
    EDITION_DOMAINS=${EDITION_DOMAINS} \
    DEFAULT_EDITION=${DEFAULT_EDITION} \
    NEXT_PUBLIC_API_SIGNATURE_KEY=${NEXT_PUBLIC_API_SIGNATURE_KEY} \
    NEXT_PUBLIC_GOOGLE_ADS_TAG_ID=${NEXT_PUBLIC_GOOGLE_ADS_TAG_ID} \
    NEXT_PUBLIC_GOOGLE_ADS_SIGN_UP_LABEL=${NEXT_PUBLIC_GOOGLE_ADS_SIGN_UP_LABEL} \
    NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ARG APP_ENV=prod
ARG EDITION_DOMAINS=
ARG DEFAULT_EDITION=
ENV APP_ENV=${APP_ENV} \
    EDITION_DOMAINS=${EDITION_DOMAINS} \
    DEFAULT_EDITION=${DEFAULT_EDITION} \
    NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
# The image's unprivileged user (uid 1000). It owns the app directory because `npm start` takes
# its build lock there and Next writes its cache under .next; the code is not otherwise changed.
COPY --chown=node:node --from=prod-deps /app/node_modules ./node_modules
COPY --chown=node:node --from=build /app/.next ./.next
COPY --chown=node:node . .
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness (docs/deployment.md "Health endpoints"): /api/health touches nothing else, so a slow
# database never gets a healthy process restarted; load balancers use /api/ready.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
