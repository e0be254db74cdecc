# One module-federation remote (REMOTE = public, portal or admin), built and deployed
# on its own: an nginx image serving its dist/ under /remotes/<REMOTE>/
# (remoteEntry.js, mf-manifest.json, assets/, and its generated types @mf-types.*).
# Build context: the repository root.
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=admin -t institute/remote-admin .
# One file for the three remotes, so their images cannot drift apart.
# The shell finds it through /remotes.json at run time; see docs/deploy.md.

# Official images, pinned; a machine without a registry builds stand-ins under these names.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim
ARG NGINX_IMAGE=nginx:1.26.3-alpine

# --- 1. the npm manifests and patches/ (applied by the install) alone, so the
#        install layer below stays cached until one of them changes ------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name node_modules -prune -o -type f \( -name package.json -o -name package-lock.json \) -print0 \
    | xargs -0 cp --parents -t /manifests \
 && cp -r patches /manifests/

# --- 2. install the workspace and build this remote ---------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY --from=manifests /manifests/ ./
# Written as in shells/host/Dockerfile and before ARG REMOTE, so the shell and the three
# remotes share this layer: one install for all four images.
RUN --mount=type=cache,target=/root/.npm npm ci
ARG REMOTE
RUN test -n "${REMOTE}" || (echo "build with --build-arg REMOTE=public|portal|admin" >&2; exit 1)
# Only what this remote's build reads: root config, the shared packages, itself.
COPY *.json ./
COPY packages/ packages/
COPY remotes/${REMOTE}/ remotes/${REMOTE}/
# Shown by the shell on the remote's slot (data-build), to tell which release is live.
ARG BUILD_ID=
# The browser's build alone: the server's drawing of a page is the API image's (api/Dockerfile).
RUN (cd remotes/${REMOTE} && VITE_BUILD_ID="${BUILD_ID}" npx vite build --configLoader runner) \
 && test -f remotes/${REMOTE}/dist/remoteEntry.js \
 && test -f remotes/${REMOTE}/dist/mf-manifest.json \
 && test -f remotes/${REMOTE}/dist/@mf-types.zip

# --- 3. serve -------------------------------------------------------------------
FROM ${NGINX_IMAGE}
ARG REMOTE
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/http.conf /etc/nginx/conf.d/00-http.conf
COPY deploy/nginx/snippets/ /etc/nginx/snippets/
COPY deploy/nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/remotes/${REMOTE}/dist/ /usr/share/nginx/html/remotes/${REMOTE}/
EXPOSE 80
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1
