import { join } from "node:path";
import type { Env } from "../config.ts";
import { openLocalStorage } from "./local.ts";
import { openS3Storage } from "./s3.ts";
import type { Storage } from "./storage.ts";

/** S3 when an endpoint is configured, otherwise the local folder of the embedded default. */
export function openStorage(config: Env): Promise<Storage> {
  if (config.S3_ENDPOINT) {
    return openS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY!,
      secretAccessKey: config.S3_SECRET_KEY!,
      region: config.S3_REGION,
    });
  }
  return openLocalStorage(join(config.DATA_DIR, "uploads"));
}

export * from "./storage.ts";
