# Stand-in for MinIO and its client (neither exists here): s3rver, a real S3 protocol server,
# and a bucket job written with the AWS SDK the API uses. deploy/test/compose.test.yaml runs
# this image as the minio service (server.mjs) and as minio-init (init.mjs).
ARG NODE_IMAGE
FROM ${NODE_IMAGE}
WORKDIR /s3
# The versions the repository's lock pins, with their whole tree (s3-lock.mjs writes s3/).
COPY s3/package.json s3/package-lock.json ./
RUN npm ci --no-audit --no-fund --omit=dev >/dev/null
COPY s3-server.mjs server.mjs
COPY s3-init.mjs init.mjs
# s3rver encrypts list continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
ENV NODE_OPTIONS=--openssl-legacy-provider
EXPOSE 9000
CMD ["node", "server.mjs"]
