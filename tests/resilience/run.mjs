// `npm run test:resilience`: against real PostgreSQL and s3rver, holds load, survives faults and
// malformed input, and checks afterwards that nothing accepted was lost or duplicated.
// Prints what it tried and what held, as figures; writes JUnit for the CI's totals.
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { postgresCtl, Report, sleep, startApi, startS3, stop, sweepOrphans, waitHealthy } from "./lib.mjs";
import { badRequests } from "./bad-input.mjs";

const DATABASE_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const VUS = Number(process.env.RES_VUS ?? 100);
const SECONDS = Number(process.env.RES_SECONDS ?? 60);
const port = Number(process.env.RES_PORT ?? 8897);
const s3Port = Number(process.env.RES_S3_PORT ?? 8898);
const base = `http://127.0.0.1:${port}`;
const schema = `res_${Date.now().toString(36)}`;
const dataDir = mkdtempSync(join(tmpdir(), "institute-res-"));
const s3Dir = mkdtempSync(join(tmpdir(), "institute-res-s3-"));
const admin = { username: "admin", password: "resilience-admin" };
const env = {
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
};
const jpeg = readFileSync(join(import.meta.dirname, "../../api/seed/images/person-1.jpg"));
const report = new Report();
const sql = postgres(DATABASE_URL, { max: 2, onnotice: () => {}, connection: { search_path: schema } });
const s3 = new S3Client({
  endpoint: env.S3_ENDPOINT,
  region: "us-east-1",
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
});

const json = (method, path, body, token) =>
  fetch(base + path, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const multipart = (method, path, fields, token) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Uint8Array) form.append(k, new Blob([v], { type: "image/jpeg" }), "photo.jpg");
    else form.append(k, v);
  }
  return fetch(base + path, { method, body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
};
const login = async () => (await (await json("POST", "/api/admin/login", admin)).json()).token;

/** Every stored row's object exists, and (strict) every object has its row. */
async function rowsAndObjects(folder, query, strict) {
  const rows = new Set((await query).map((r) => r.image).filter(Boolean));
  const objects = new Set();
  let token;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: `${folder}/`, ContinuationToken: token }));
    for (const o of page.Contents ?? []) objects.add(o.Key.slice(folder.length + 1));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const rowWithoutObject = [...rows].filter((n) => !objects.has(n)).length;
  const objectWithoutRow = [...objects].filter((n) => !rows.has(n)).length;
  return {
    rows: rows.size,
    objects: objects.size,
    rowWithoutObject,
    objectWithoutRow,
    ok: rowWithoutObject === 0 && (!strict || objectWithoutRow === 0),
  };
}

async function loadPhase(token, courseId) {
  const statuses = {};
  const accepted = { contacts: [], inquiries: [], students: [] };
  let requests = 0;
  const fiveXX = [];
  const deadline = Date.now() + SECONDS * 1000;
  const note = async (label, promise) => {
    const res = await promise.catch(() => null);
    requests++;
    const status = res?.status ?? 0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 500 || status === 0) fiveXX.push(`${label} ${status}`);
    return res;
  };
  const reads = [
    "/api/sliders",
    "/api/home",
    "/api/about",
    "/api/courses",
    "/api/gallery",
    "/api/testimonials",
    `/api/courses/${courseId}`,
  ];
  async function user(vu) {
    const mine = [];
    for (let i = 0; Date.now() < deadline; i++) {
      const roll = Math.random();
      const tag = `res-${vu}-${i}`;
      if (roll < 0.4) {
        await (await note("read", fetch(base + reads[i % reads.length])))?.arrayBuffer();
      } else if (roll < 0.55) {
        const res = await note(
          "contact",
          json("POST", "/api/contacts", { name: "Load", email: "load@example.com", mobile: "9876543210", message: tag }),
        );
        if (res?.status === 201) accepted.contacts.push(tag);
        await res?.arrayBuffer();
      } else if (roll < 0.7) {
        const res = await note(
          "inquiry",
          json("POST", "/api/inquiries", { name: "Load", email: "load@example.com", mobile: "9876543210", message: tag }),
        );
        if (res?.status === 201) accepted.inquiries.push(tag);
        await res?.arrayBuffer();
      } else if (roll < 0.8 || mine.length === 0) {
        const email = `${tag}@load.example`;
        const res = await note(
          "register",
          multipart("POST", "/api/students/register", {
            name: "Load Student",
            email,
            mobile: "9876543210",
            password: "secret123",
            course_id: String(courseId),
          }),
        );
        if (res?.status === 201) (accepted.students.push(email), mine.push(email));
        await res?.arrayBuffer();
      } else if (roll < 0.9) {
        await (await note("login", json("POST", "/api/students/login", { email: mine[i % mine.length], password: "secret123" })))
          ?.arrayBuffer();
      } else {
        const res = await note(
          "admin add",
          multipart("POST", "/api/testimonials/add", { name: "Load", content: tag, rating: "4", image: jpeg }, token),
        );
        const body = res?.status === 201 ? await res.json() : (await res?.arrayBuffer(), null);
        if (body) {
          await (await note(
            "admin edit",
            multipart("PUT", `/api/testimonials/${body.testimonial.id}`, { name: "Load edited", content: tag }, token),
          ))?.arrayBuffer();
          if (i % 2) {
            await (await note(
              "admin delete",
              fetch(`${base}/api/testimonials/${body.testimonial.id}`, { method: "DELETE", headers: { Authorization: `Bearer ${token}` } }),
            ))?.arrayBuffer();
          }
        }
      }
    }
  }
  const start = Date.now();
  await Promise.all(Array.from({ length: VUS }, (_, vu) => user(vu)));
  const seconds = (Date.now() - start) / 1000;

  const once = async (table, column, values) => {
    const rows = await sql`select ${sql(column)} as v, count(*)::int as n from ${sql(table)} where ${
      sql(column)
    } = any(${values}) group by 1`;
    const counts = new Map(rows.map((r) => [r.v, r.n]));
    return {
      accepted: values.length,
      missing: values.filter((v) => !counts.has(v)).length,
      duplicated: rows.filter((r) => r.n !== 1).length,
    };
  };
  const stored = {
    contacts: await once("contacts", "message", accepted.contacts),
    inquiries: await once("inquiries", "message", accepted.inquiries),
    registrations: await once("students", "email", accepted.students),
  };
  report.check(`load: ${VUS} virtual users for ${SECONDS} s, no 5xx`, fiveXX.length === 0, {
    requests,
    perSecond: Math.round(requests / seconds),
    statuses,
    fiveXX: fiveXX.slice(0, 5),
  });
  report.check(
    "load: every accepted contact, inquiry and registration is stored exactly once",
    Object.values(stored).every((s) => s.missing === 0 && s.duplicated === 0),
    stored,
  );
}

async function postgresRestart() {
  const seen = {};
  let running = true;
  const traffic = (async () => {
    while (running) {
      const res = await fetch(`${base}/api/contacts`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Fault", email: "f@example.com", mobile: "9876543210", message: "during restart" }),
      }).catch(() => null);
      seen[res?.status ?? 0] = (seen[res?.status ?? 0] ?? 0) + 1;
      await res?.arrayBuffer();
      await sleep(50);
    }
  })();
  postgresCtl("stop");
  await sleep(1500);
  const downHealth = await fetch(`${base}/api/health`).then(async (r) => ({ status: r.status, body: await r.json() }));
  await sleep(1500);
  postgresCtl("start");
  const startedAt = Date.now();
  let recoveredMs = null;
  while (Date.now() - startedAt < 15_000) {
    if ((await fetch(`${base}/api/health`).then((r) => r.status, () => 0)) === 200) {
      recoveredMs = Date.now() - startedAt;
      break;
    }
    await sleep(100);
  }
  running = false;
  await traffic;
  const wrong = Object.keys(seen).filter((s) => Number(s) >= 500 && Number(s) !== 503 || s === "0");
  report.check(
    "PostgreSQL restarted under load: health 503 while down, back within 10 s, no error but 503",
    downHealth.status === 503 && /error/.test(downHealth.body.db) && recoveredMs !== null && recoveredMs <= 10_000 && wrong.length === 0,
    { downHealth, recoveredMs, statusesDuringFault: seen },
  );
}

async function storageOutage(s3child, token) {
  const galleryRows = async () => (await sql`select count(*)::int as n from gallery`)[0].n;
  const before = await galleryRows();
  await stop(s3child);
  const statuses = [];
  for (let i = 0; i < 5; i++) {
    const res = await multipart("POST", "/api/gallery/upload", { images: jpeg }, token);
    statuses.push(res.status);
    await res.arrayBuffer();
  }
  const duringRows = await galleryRows();
  const restarted = await startS3(s3Port, s3Dir);
  const after = await multipart("POST", "/api/gallery/upload", { images: jpeg }, token);
  await after.arrayBuffer();
  const consistency = await rowsAndObjects("gallery", sql`select image from gallery`, true);
  report.check(
    "S3 stopped during uploads: a clear 503, no row without its object or object without its row, uploads work again",
    statuses.every((s) => s === 503) && duringRows === before && after.status === 201 && consistency.ok,
    { statuses, rowsBefore: before, rowsDuring: duringRows, afterRestart: after.status, consistency },
  );
  return restarted;
}

async function killDuringUploads(api, token) {
  const inflight = Array.from(
    { length: 30 },
    (_, i) =>
      multipart("POST", "/api/testimonials/add", { name: `Kill ${i}`, content: "in flight", image: jpeg }, token).then(
        (r) => r.status,
        () => 0,
      ),
  );
  await sleep(120);
  api.kill("SIGKILL");
  const statuses = await Promise.all(inflight);
  const restarted = startApi(env);
  const restartMs = await waitHealthy(base);
  const rows = await sql`select image from testimonials where name like 'Kill %'`;
  const consistency = await rowsAndObjects("testimonials", sql`select image from testimonials`, false);
  const incomplete =
    (await sql`select count(*)::int as n from testimonials where name like 'Kill %' and (content <> 'in flight' or image is null)`)[0].n;
  // Every request has ended, so the sweep may take the orphans however young they are.
  const swept = await sweepOrphans(env);
  const afterSweep = await rowsAndObjects("testimonials", sql`select image from testimonials`, true);
  report.check(
    "API killed with SIGKILL during uploads and restarted: no half-written record, and the orphan sweep removes the objects left without a row",
    consistency.rowWithoutObject === 0 && incomplete === 0 && afterSweep.ok,
    {
      answeredBeforeKill: statuses.filter((s) => s === 201).length,
      cutOff: statuses.filter((s) => s === 0).length,
      rowsWritten: rows.length,
      restartMs,
      orphanObjectsLeft: consistency.objectWithoutRow,
      sweepDeleted: swept.deleted,
      orphanObjectsAfterSweep: afterSweep.objectWithoutRow,
      rowsWithoutObject: consistency.rowWithoutObject,
      rowsWithoutObjectAfterSweep: afterSweep.rowWithoutObject,
      incomplete,
    },
  );
  return restarted;
}

async function malformedInput(token, studentToken) {
  const snapshot = async () =>
    JSON.stringify(
      await sql`select
      (select md5(coalesce(string_agg(s::text, ',' order by id), '')) from students s where email <> 'fuzz@res.example') as students,
      (select md5(coalesce(string_agg(c::text, ',' order by id), '')) from courses c) as courses,
      (select md5(coalesce(string_agg(t::text, ',' order by id), '')) from testimonials t) as testimonials,
      (select md5(coalesce(string_agg(g::text, ',' order by id), '')) from gallery g) as gallery,
      (select md5(coalesce(string_agg(s::text, ',' order by id), '')) from sliders s) as sliders,
      (select md5(coalesce(string_agg(h::text, ','), '')) from home_content h) as home,
      (select md5(coalesce(string_agg(a::text, ','), '')) from about_content a) as about,
      (select count(*) from contacts) as contacts, (select count(*) from inquiries) as inquiries, (select count(*) from course_files) as files`,
    );
  const before = await snapshot();
  const doc = await (await fetch(`${base}/api/openapi.json`)).json();
  const requests = badRequests(doc, { admin: token, student: studentToken });
  const statuses = {};
  const failures = [];
  const accepted = [];
  for (let i = 0; i < requests.length; i += 10) {
    await Promise.all(
      requests.slice(i, i + 10).map(async (r) => {
        const res = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body }).catch(() => null);
        const text = res ? await res.text() : "";
        const status = res?.status ?? 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 500 || status === 0 || /\bat \S+:\d+:\d+|\.ts:\d+|node_modules|Traceback/.test(text)) {
          failures.push(`${r.method} ${r.path} [${r.label}] -> ${status} ${text.slice(0, 120)}`);
        }
        if (status < 300 && r.method !== "GET") accepted.push(`${r.method} ${r.path} [${r.label}] -> ${status}`);
      }),
    );
  }
  const after = await snapshot();
  report.check(
    `malformed input: ${requests.length} requests across every route, no 5xx, no stack trace`,
    failures.length === 0 && requests.length >= 1000,
    { requests: requests.length, statuses, failures: failures.slice(0, 5) },
  );
  const changed = Object.entries(JSON.parse(before)[0]).filter(([k, v]) => JSON.parse(after)[0][k] !== v).map(([k]) => k);
  report.check(
    "malformed input: the data of other users is unchanged, no malformed write accepted",
    changed.length === 0 && accepted.length === 0,
    { changed, accepted: accepted.slice(0, 8) },
  );
}

let s3child;
let api;
try {
  s3child = await startS3(s3Port, s3Dir);
  api = startApi(env);
  await waitHealthy(base);
  const token = await login();
  const [course] = await sql`select id from courses order by id limit 1`;
  await loadPhase(token, course.id);
  await postgresRestart();
  s3child = await storageOutage(s3child, token);
  api = await killDuringUploads(api, token);
  const fuzzStudent = await multipart("POST", "/api/students/register", {
    name: "Fuzz",
    email: "fuzz@res.example",
    mobile: "9876543210",
    password: "secret123",
    course_id: String(course.id),
  });
  await fuzzStudent.arrayBuffer();
  const studentToken =
    (await (await json("POST", "/api/students/login", { email: "fuzz@res.example", password: "secret123" })).json()).token;
  await malformedInput(await login(), studentToken);
} catch (e) {
  report.check("the run itself completed", false, { error: String(e?.stack ?? e), apiLog: api?.log.slice(-2000) });
} finally {
  if (api) await stop(api);
  if (s3child) await stop(s3child);
  await sql.unsafe(`drop schema if exists "${schema}" cascade`).catch(() => {});
  await sql.end();
  s3.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
}

const failed = report.write(join(process.env.TEST_RESULTS_DIR ?? ".test-results", "resilience.xml"));
console.log(`\n${report.checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
