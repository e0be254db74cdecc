// MinIO's part in the test stack: an S3 server on :9000 keeping its objects in /data (the
// minio-data volume), accepting the root account and the API's own key. s3rver has no IAM,
// so the API's key is not limited to its bucket here as it is by MinIO's policy.
// Path-style only: with virtual-host buckets on, s3rver takes the host name "minio" for a bucket.
import S3rver from "s3rver";
import account from "s3rver/lib/models/account.js";

const need = (name) => process.env[name] || (console.error(`${name} is required`), process.exit(1));
account.DUMMY_ACCOUNT.createKeyPair(need("MINIO_ROOT_USER"), need("MINIO_ROOT_PASSWORD"));
account.DUMMY_ACCOUNT.createKeyPair(need("S3_ACCESS_KEY"), need("S3_SECRET_KEY"));
account.DUMMY_ACCOUNT.revokeAccessKey("S3RVER");

const server = new S3rver({ address: "0.0.0.0", port: 9000, directory: "/data", silent: true, vhostBuckets: false });
await server.run();
console.log("s3 stand-in listening on :9000");
const stop = () => server.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
