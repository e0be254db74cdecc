# Stand-in for MinIO with its client, and for Mailpit (none exists here): s3rver, a real S3
# protocol server, and a bucket job written with the AWS SDK the API uses; smtp-server with
# mailparser behind the part of Mailpit's API the deployment test reads.
# deploy/test/compose.test.yaml runs this image as the minio service (server.mjs), as minio-init
# (init.mjs) and as mailpit (mail.mjs).
ARG NODE_IMAGE
FROM ${NODE_IMAGE}
WORKDIR /services
# The versions the repository's lock pins, with their whole tree (services-lock.mjs writes services/).
COPY services/package.json services/package-lock.json ./
RUN npm ci --no-audit --no-fund --omit=dev >/dev/null
COPY s3-server.mjs server.mjs
COPY s3-init.mjs init.mjs
COPY mail-server.mjs mail.mjs
# s3rver encrypts list continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
ENV NODE_OPTIONS=--openssl-legacy-provider
EXPOSE 9000 1025 8025
CMD ["node", "server.mjs"]
