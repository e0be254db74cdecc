// minio-init's part in the test stack: creates the bucket with the root account (as `mc mb
// --ignore-existing`), then proves the API's key can use it.
import { CreateBucketCommand, HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";

const client = (accessKeyId, secretAccessKey) =>
  new S3Client({ endpoint: "http://minio:9000", region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
const Bucket = process.env.S3_BUCKET;
await client(process.env.MINIO_ROOT_USER, process.env.MINIO_ROOT_PASSWORD)
  .send(new CreateBucketCommand({ Bucket }))
  .catch((err) => {
    if (err.name !== "BucketAlreadyOwnedByYou" && err.name !== "BucketAlreadyExists") throw err;
  });
await client(process.env.S3_ACCESS_KEY, process.env.S3_SECRET_KEY).send(new HeadBucketCommand({ Bucket }));
console.log(`bucket ${Bucket} ready`);
