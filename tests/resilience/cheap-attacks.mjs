// The cheap-attacks phase: what one client without an account can send cheaply, against an API
// with its limits on (the rest of the run turns the public limits off). Parallel bursts against
// every limited route, a flood of reset-link guesses beside a visitor's reads and an admin's
// logins, large bodies on every public write, and malformed Host headers. Each check prints its
// figures.
import { readFileSync, rmSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawHttp, startApi, stop, waitHealthy } from "./lib.mjs";
import { besideResetFlood, timedReads } from "../load.mjs";
import { env, sql } from "./stack.mjs";

const port = Number(process.env.RES_CHEAP_PORT ?? 8899);
const base = `http://127.0.0.1:${port}`;
const schema = `${env.DATABASE_SCHEMA}_cheap`;
const MiB = 1024 * 1024;

/** A request from `address` (the API trusts the proxy's X-Real-IP here, as in compose). */
const from = (/** @type {string} */ address, /** @type {string} */ path, /** @type {RequestInit} */ init = {}) =>
  fetch(base + path, { ...init, headers: { ...init.headers, "X-Real-IP": address } });
const postJson = (/** @type {string} */ address, /** @type {string} */ path, /** @type {unknown} */ body) =>
  from(address, path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const registration = (/** @type {string} */ email, /** @type {number} */ courseId) => {
  const form = new FormData();
  const fields = { name: "Cheap", email, mobile: "9876543210", password: "my own 7 words", course_id: String(courseId) };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

/** How many answers of each status; every body is read. @param {Promise<Response>[]} requests */
async function statuses(requests) {
  /** @type {Record<number, number>} */
  const counted = {};
  for (const res of await Promise.all(requests.map((r) => r.catch(() => null)))) {
    const status = res?.status ?? 0;
    counted[status] = (counted[status] ?? 0) + 1;
    await res?.arrayBuffer().catch(() => {});
  }
  return counted;
}

const range = (/** @type {number} */ n) => Array.from({ length: n }, (_, i) => i);

/** The API process's resident memory in MiB (Linux). @param {number | undefined} pid */
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** The status code of a GET with this Host header, as it is written. */
const statusWithHost = async (/** @type {string} */ path, /** @type {string} */ host) =>
  (await rawHttp(port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).status;

/** Exactly the limit of each limited route is taken from one address, however many arrive at once. */
async function bursts(/** @type {import("./lib.mjs").Report} */ report, /** @type {number} */ courseId) {
  const message = { name: "Burst", email: "burst@example.com", mobile: "9876543210", message: "Hello" };
  const error = { remote: "public", build: "b1", route: "/", kind: "render", message: "boom" };
  const figures = {
    contacts: await statuses(range(40).map(() => postJson("10.20.0.1", "/api/contacts", message))),
    inquiries: await statuses(range(40).map(() => postJson("10.20.0.1", "/api/inquiries", message))),
    registrations: await statuses(
      range(30).map((i) =>
        from("10.20.0.1", "/api/students/register", { method: "POST", body: registration(`b${i}@cheap.example`, courseId) })
      ),
    ),
    resets: await statuses(
      range(30).map(() =>
        postJson("10.20.0.1", "/api/students/reset-password", { token: "A".repeat(43), newPassword: "a new passphrase 9" })
      ),
    ),
    clientErrors: await statuses(range(60).map(() => postJson("10.20.0.1", "/api/client-errors", error))),
    visitors: await statuses(range(40).map((i) => postJson("10.20.0.1", "/api/visits", { visitorId: `cheap-visitor-${i}` }))),
  };
  const [{ visitors }] = await sql.unsafe(`select count(*)::int as visitors from "${schema}".visitors`);
  const held = figures.contacts[201] === 10 && figures.inquiries[201] === 10 && figures.registrations[201] === 5 &&
    figures.resets[400] === 10 && figures.clientErrors[202] === 30 && visitors === 20;
  report.check(
    "parallel bursts from one address get exactly each limit (10 contacts, 10 inquiries, 5 registrations, 10 reset tries, 30 error reports, 20 visitors)",
    held,
    { ...figures, visitorsCounted: visitors },
  );
}

/**
 * Guessed reset links from many addresses, 40 at a time, while a visitor reads and an admin logs
 * in: each guess is refused (an unknown link, or its address over its limit) and nothing beside it
 * is. How fast the reads stay is the bench's to measure (npm run bench: reads beside a reset-link
 * flood): its figures here are printed, not checked.
 */
async function resetFlood(/** @type {import("./lib.mjs").Report} */ report) {
  const login = () => postJson("10.22.0.1", "/api/admin/login", { username: "admin", password: "resilience-admin" });
  const { measured, guesses } = await besideResetFlood(base, () => timedReads(`${base}/api/courses`, 8, login));
  const only = (/** @type {Record<number, number>} */ counted, /** @type {number[]} */ allowed) =>
    Object.keys(counted).every((status) => allowed.includes(Number(status)));
  report.check(
    "a flood of guessed reset links: every guess refused (400 unknown link, or 429), every read and admin login beside it answered",
    guesses.sent > 0 && only(guesses.statuses, [400, 429]) && measured.reads > 0 && only(measured.readStatuses, [200]) &&
      measured.logins > 0 && only(measured.loginStatuses, [200]),
    { guesses, ...measured },
  );
}

/** Every public write refuses a body beyond its limit before reading it: the API's memory barely moves. */
async function largeBodies(/** @type {import("./lib.mjs").Report} */ report, /** @type {number | undefined} */ pid) {
  const before = rssMiB(pid);
  const big = new Uint8Array(20 * MiB);
  const form = () => {
    const f = new FormData();
    f.append("name", "Big");
    f.append("profile_image", new Blob([big], { type: "image/jpeg" }), "big.jpg");
    return f;
  };
  const json = () => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: big });
  const writes = {
    register: await statuses(range(12).map((i) => from(`10.23.0.${i}`, "/api/students/register", { method: "POST", body: form() }))),
    contacts: await statuses(range(6).map((i) => from(`10.23.1.${i}`, "/api/contacts", json()))),
    inquiries: await statuses(range(6).map((i) => from(`10.23.2.${i}`, "/api/inquiries", json()))),
    login: await statuses(range(6).map((i) => from(`10.23.3.${i}`, "/api/students/login", json()))),
    reset: await statuses(range(6).map((i) => from(`10.23.4.${i}`, "/api/students/reset-password", json()))),
    visits: await statuses(range(6).map((i) => from(`10.23.5.${i}`, "/api/visits", json()))),
    clientErrors: await statuses(range(6).map((i) => from(`10.23.6.${i}`, "/api/client-errors", json()))),
  };
  const grewMiB = Math.round(rssMiB(pid) - before);
  // A refusal sent before the body is read may meet a client still sending it: its socket is cut (0).
  const refused = Object.values(writes).every((s) => Object.keys(s).every((status) => status === "413" || status === "0"));
  report.check(
    "large bodies on every public write are refused (413) before they are read; the API grows < 100 MiB",
    refused && grewMiB < 100,
    { ...writes, grewMiB },
  );
}

/** A Host header that is not host[:port] is a 400 wherever it is sent, never a 5xx. */
async function malformedHosts(/** @type {import("./lib.mjs").Report} */ report) {
  /** @type {Record<string, number>} */
  const answers = {};
  for (const path of ["/api/health", "/api/courses", "/robots.txt", "/sitemap.xml"]) {
    for (const host of ["a<b", "a:99999", "a:b", "@", "%", "a#b", "[zz]"]) answers[`${path} ${host}`] = await statusWithHost(path, host);
  }
  const fiveXX = Object.entries(answers).filter(([, status]) => status >= 500 || status === 0);
  report.check("malformed Host headers are refused, never a 5xx", fiveXX.length === 0 && Object.values(answers).every((s) => s === 400), {
    answers: Object.keys(answers).length,
    fiveXX,
  });
}

/**
 * A thousand spellings of one page's address (escaped letters, doubled and trailing slashes):
 * each is sent to the page's own address, so none is drawn or kept under a key of its own.
 */
async function oddSpellings(/** @type {import("./lib.mjs").Report} */ report) {
  const word = "testimonials";
  const spellings = new Set();
  for (let mask = 1; mask < 1 << word.length && spellings.size < 1000; mask++) {
    const escaped = [...word].map((ch, i) => (mask & (1 << i) ? `%${ch.charCodeAt(0).toString(16)}` : ch)).join("");
    spellings.add(`/${escaped}${mask % 3 === 0 ? "/" : ""}`);
  }
  for (const path of ["/testimonials/", "//testimonials", "/testimonials//"]) spellings.add(path);
  /** @type {Record<string, number>} */
  const answers = {};
  const paths = [...spellings];
  for (let i = 0; i < paths.length; i += 50) {
    for (const res of await Promise.all(paths.slice(i, i + 50).map((path) => fetch(base + path, { redirect: "manual" })))) {
      const key = `${res.status} ${res.headers.get("location")}`;
      answers[key] = (answers[key] ?? 0) + 1;
      await res.arrayBuffer();
    }
  }
  report.check(
    "odd spellings of a page's address are each a 301 to the page's own, never drawn or kept on their own",
    Object.keys(answers).length === 1 && answers["301 /testimonials"] === paths.length,
    { spellings: paths.length, answers },
  );
}

/** @param {import("./lib.mjs").Report} report */
export async function cheapAttacks(report) {
  const dataDir = mkdtempSync(join(tmpdir(), "institute-res-cheap-"));
  const {
    LIMIT_CONTACTS_PER_10_MINUTES: _,
    LIMIT_INQUIRIES_PER_10_MINUTES: __,
    LIMIT_REGISTRATIONS_PER_10_MINUTES: ___,
    LIMIT_NEW_VISITORS_PER_HOUR: ____,
    ...limited
  } = env;
  const api = startApi({
    ...limited,
    PORT: String(port),
    DATABASE_SCHEMA: schema,
    DATA_DIR: dataDir,
    S3_BUCKET: "resilience-cheap",
    TRUST_PROXY: "true",
    // The pages too (from this checkout's build), for the odd spellings of their addresses.
    SERVE_WEB: "true",
  });
  try {
    await waitHealthy(base);
    const [course] = await sql.unsafe(`select id from "${schema}".courses order by id limit 1`);
    await bursts(report, course.id);
    await resetFlood(report);
    await largeBodies(report, api.pid);
    await malformedHosts(report);
    await oddSpellings(report);
  } catch (e) {
    report.check("the cheap-attacks phase itself completed", false, {
      error: String(/** @type {Error} */ (e)?.stack ?? e),
      apiLog: api.log.slice(-2000),
    });
  } finally {
    await stop(api);
    await sql.unsafe(`drop schema if exists "${schema}" cascade`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
