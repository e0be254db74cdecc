// What the resilience run runs against and talks with: its settings, the API's environment, a
// PostgreSQL client on the run's own schema, an S3 client on s3rver, and HTTP helpers.
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

const DATABASE_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
export const VUS = Number(process.env.RES_VUS ?? 100);
export const SECONDS = Number(process.env.RES_SECONDS ?? 60);
const port = Number(process.env.RES_PORT ?? 8897);
export const s3Port = Number(process.env.RES_S3_PORT ?? 8898);
export const smtpPort = Number(process.env.RES_SMTP_PORT ?? 8896);
export const base = `http://127.0.0.1:${port}`;
export const schema = `res_${Date.now().toString(36)}`;
export const dataDir = mkdtempSync(join(tmpdir(), "institute-res-"));
export const s3Dir = mkdtempSync(join(tmpdir(), "institute-res-s3-"));
const admin = { username: "admin", password: "resilience-admin" };
export const jpeg = readFileSync(join(import.meta.dirname, "../../api/seed/images/person-1.jpg"));

/** The API's environment: this run's schema, data folder and bucket. */
export const env = {
  DATABASE_URL,
  DATABASE_SCHEMA: schema,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  SERVE_WEB: "false",
  LOG_LEVEL: "error",
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_ACCESS_KEY: "S3RVER",
  S3_SECRET_KEY: "S3RVER",
  S3_BUCKET: "resilience",
  JWT_SECRET: "resilience-secret-resilience-secret-0123",
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  // The load comes from one address, far beyond what one visitor may send: the per-address
  // limits of public writes are off here (their own tests are in the API suite).
  LIMIT_CONTACTS_PER_10_MINUTES: "0",
  LIMIT_INQUIRIES_PER_10_MINUTES: "0",
  LIMIT_REGISTRATIONS_PER_10_MINUTES: "0",
  LIMIT_NEW_VISITORS_PER_HOUR: "0",
  // Mail through the run's own SMTP server (mail.mjs), retried soon after a refusal.
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_POLL_SECONDS: "1",
  MAIL_RETRY_SECONDS: "1",
};

export const sql = postgres(DATABASE_URL, { max: 2, onnotice: () => {}, connection: { search_path: schema } });
export const s3 = new S3Client({
  endpoint: env.S3_ENDPOINT,
  region: "us-east-1",
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
});

/** @param {string | undefined} token @returns {Record<string, string>} */
const bearer = (token) => (token ? { Authorization: `Bearer ${token}` } : {});

/** @param {string} method @param {string} path @param {unknown} body @param {string} [token] */
export const json = (method, path, body, token) =>
  fetch(base + path, {
    method,
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });

/** A multipart request; bytes are sent as a JPEG file. @param {Record<string, string | Uint8Array>} fields */
export const multipart = (/** @type {string} */ method, /** @type {string} */ path, fields, /** @type {string} */ token = "") => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === "string") form.append(k, v);
    else form.append(k, new Blob([new Uint8Array(v)], { type: "image/jpeg" }), "photo.jpg");
  }
  return fetch(base + path, { method, body: form, headers: bearer(token) });
};

/** @param {string} path @param {string} token */
export const remove = (path, token) => fetch(base + path, { method: "DELETE", headers: bearer(token) });

/** A fresh admin token. @returns {Promise<string>} */
export const adminLogin = async () => (await (await json("POST", "/api/admin/login", admin)).json()).token;

/** The names of the objects stored under `folder/`. */
async function storedObjects(/** @type {string} */ folder) {
  const names = new Set();
  /** @type {string | undefined} */
  let token;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: `${folder}/`, ContinuationToken: token }));
    for (const o of page.Contents ?? []) names.add(String(o.Key).slice(folder.length + 1));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

/**
 * Every stored row's object exists, and (strict) every object has its row.
 * @param {string} folder @param {PromiseLike<readonly Record<string, any>[]>} query @param {boolean} strict
 */
export async function rowsAndObjects(folder, query, strict) {
  const rows = new Set((await query).map((r) => r.image).filter(Boolean));
  const objects = await storedObjects(folder);
  const rowWithoutObject = [...rows].filter((n) => !objects.has(n)).length;
  // An image's resized copies are named after it (`<name>.w640.webp`, packages/schemas/src/uploads.ts).
  const original = (/** @type {string} */ n) => n.replace(/\.w\d+\.webp$/, "");
  const objectWithoutRow = [...objects].filter((n) => !rows.has(original(n))).length;
  return {
    rows: rows.size,
    objects: objects.size,
    rowWithoutObject,
    objectWithoutRow,
    ok: rowWithoutObject === 0 && (!strict || objectWithoutRow === 0),
  };
}
