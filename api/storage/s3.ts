import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { assertKey, listed, type ListedObject, type PutBody, type PutOptions, type Storage, type StoredObject } from "./storage.ts";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Objects per listing request; S3's default (and most) is 1000. */
  listPageSize?: number;
}

const isMissing = (e: unknown) =>
  e instanceof S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === "NotFound" || e.name === "NoSuchKey");

export async function openS3Storage(settings: S3Settings): Promise<Storage> {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Without these the SDK wraps streamed bodies in aws-chunked framing that MinIO-compatible
    // servers may store verbatim; checksums are still sent where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
  });
  const Bucket = settings.bucket;

  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (e) {
    if (!isMissing(e)) throw e;
    await client.send(new CreateBucketCommand({ Bucket })).catch((err) => {
      // Another replica may have created it between our two calls.
      if (!(err instanceof S3ServiceException && /BucketAlready(Owned|Exists)/.test(err.name))) throw err;
    });
  }

  const listObjects: Storage["listObjects"] = async (folder) => {
    const objects: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken: token, MaxKeys: settings.listPageSize }),
      );
      for (const { Key, LastModified } of page.Contents ?? []) {
        const object = listed(folder, Key?.slice(folder.length + 1) ?? "", LastModified);
        if (object) objects.push(object);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  };

  return {
    driver: "s3",
    async put(key: string, body: PutBody, options: PutOptions) {
      assertKey(key);
      const size = body instanceof Uint8Array ? body.byteLength : options.size;
      if (size === undefined) throw new Error("S3 uploads need the size of a streamed body");
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body instanceof Uint8Array ? body : Readable.fromWeb(body as never),
          ContentType: options.contentType,
          ContentLength: size,
        }),
      );
    },
    async get(key: string): Promise<StoredObject | null> {
      assertKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: out.ContentType ?? "application/octet-stream",
          size: out.ContentLength ?? 0,
          etag: out.ETag ?? `"${key}"`,
          lastModified: out.LastModified,
        };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(key: string) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key: string) {
      assertKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
    },
    list: async (folder) => (await listObjects(folder)).map((o) => o.name).sort(),
    listObjects,
    // A PutObject stores the whole object or nothing: an interrupted one leaves nothing behind.
    removeLeftovers: () => Promise.resolve(0),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
