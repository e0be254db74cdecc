// The malformed-input phase: every route of the OpenAPI document with broken bodies, ids, tokens
// and oversized payloads; no answer may be a 5xx or show a stack trace, and no data may change.
import { badRequests } from "./bad-input.mjs";
import { base, sql } from "./stack.mjs";

const STACK_TRACE = /\bat \S+:\d+:\d+|\.ts:\d+|node_modules|Traceback/;

/** A fingerprint of every table the malformed requests could change (the fuzz student's own row aside). */
async function snapshot() {
  const digest = (/** @type {string} */ table, order = "order by id") =>
    sql.unsafe(`select md5(coalesce(string_agg(t::text, ',' ${order}), '')) as v from ${table} t`);
  const [students, courses, testimonials, gallery, sliders, home, about] = await Promise.all([
    sql`select md5(coalesce(string_agg(s::text, ',' order by id), '')) as v from students s where email <> 'fuzz@res.example'`,
    digest("courses"),
    digest("testimonials"),
    digest("gallery"),
    digest("sliders"),
    digest("home_content", ""),
    digest("about_content", ""),
  ]);
  const [counts] = await sql`select (select count(*) from contacts) as contacts, (select count(*) from inquiries) as inquiries,
    (select count(*) from course_files) as files`;
  const digests = { students, courses, testimonials, gallery, sliders, home, about };
  return { ...Object.fromEntries(Object.entries(digests).map(([k, rows]) => [k, rows[0].v])), ...counts };
}

/** The status a health answer reports, when the body is health's own JSON. */
const healthState = (/** @type {string} */ text) => {
  try {
    return JSON.parse(text).status;
  } catch {
    return undefined;
  }
};

/**
 * @param {import("./lib.mjs").Report} report @param {string} token an admin's @param {string} studentToken
 */
export async function malformedInput(report, token, studentToken) {
  const before = await snapshot();
  const doc = await (await fetch(`${base}/api/openapi.json`)).json();
  const requests = badRequests(doc, { admin: token, student: studentToken });
  /** @type {Record<number, number>} */
  const statuses = {};
  /** @type {string[]} */
  const failures = [];
  /** @type {string[]} */
  const accepted = [];
  const send = async (/** @type {(typeof requests)[number]} */ r) => {
    const res = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body }).catch(() => null);
    const text = res ? await res.text() : "";
    const status = res?.status ?? 0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    const seen = `${r.method} ${r.path} [${r.label}] -> ${status}`;
    // Health answers the state of what the API depends on, whatever its query says: its 503 with
    // that state is its answer, not a failure to read the input (once, the stack's s3rver took over
    // health's 2 s to answer, just after the kill test's uploads and sweep).
    const dependencyState = r.path.split("?")[0] === "/api/health" && status === 503 && healthState(text) === "error";
    if ((status >= 500 && !dependencyState) || status === 0 || STACK_TRACE.test(text)) failures.push(`${seen} ${text.slice(0, 120)}`);
    if (status < 300 && r.method !== "GET") accepted.push(seen);
  };
  for (let i = 0; i < requests.length; i += 10) await Promise.all(requests.slice(i, i + 10).map(send));
  const after = await snapshot();
  report.check(
    `malformed input: ${requests.length} requests across every route, no 5xx (but health's own state), no stack trace`,
    failures.length === 0 && requests.length >= 1000,
    { requests: requests.length, statuses, failures: failures.slice(0, 5) },
  );
  const changed = Object.keys(before).filter((k) => String(after[k]) !== String(before[k]));
  report.check(
    "malformed input: the data of other users is unchanged, no malformed write accepted",
    changed.length === 0 && accepted.length === 0,
    { changed, accepted: accepted.slice(0, 8) },
  );
}
