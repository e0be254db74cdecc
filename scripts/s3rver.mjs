// A real S3 protocol server for tests and CI (MinIO runs in compose; no MinIO binary exists here).
// Prints one JSON line {"endpoint","accessKey","secretKey"} once listening; stops on SIGTERM/SIGINT.
// Start it with `node --openssl-legacy-provider`: s3rver encrypts ListObjectsV2 continuation tokens
// with DES, which OpenSSL 3 keeps in its legacy provider, so without it any listing of more than
// one page fails.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

// S3RVER_DIR keeps the data across a restart (the resilience test stops and starts the server).
const directory = process.env.S3RVER_DIR ?? mkdtempSync(join(tmpdir(), "s3rver-"));
const server = new S3rver({ address: "127.0.0.1", port: Number(process.env.S3RVER_PORT ?? 0), directory, silent: true });
const { port } = await server.run();
console.log(JSON.stringify({ endpoint: `http://127.0.0.1:${port}`, accessKey: "S3RVER", secretKey: "S3RVER" }));

const stop = async () => {
  await server.close().catch(() => {});
  if (!process.env.S3RVER_DIR) rmSync(directory, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
