// The load phase: virtual users read pages and send every kind of public and admin write for a
// while; afterwards each write the API accepted must be stored exactly once.
import { base, jpeg, json, multipart, remove, SECONDS, sql, VUS } from "./stack.mjs";

/** What the load saw: statuses, the 5xx, and what the API accepted (to look for afterwards). */
class Tally {
  /** @type {Record<number, number>} */
  statuses = {};
  requests = 0;
  /** @type {string[]} */
  fiveXX = [];
  /** @type {{ contacts: string[]; inquiries: string[]; students: string[] }} */
  accepted = { contacts: [], inquiries: [], students: [] };

  /** Counts one request's answer, and drains it unless `keep`. @param {string} label @param {Promise<Response>} request */
  async note(label, request, keep = false) {
    const res = await request.catch(() => null);
    this.requests++;
    const status = res?.status ?? 0;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (status >= 500 || status === 0) this.fiveXX.push(`${label} ${status}`);
    if (!keep) await res?.arrayBuffer();
    return res;
  }
}

const message = (/** @type {string} */ tag) => ({ name: "Load", email: "load@example.com", mobile: "9876543210", message: tag });

/**
 * One virtual user's actions, each with its share of the traffic. A user registers before it
 * logs in, and an admin's add is followed by its edit and, one time in two, its delete.
 * @param {Tally} tally @param {string} token @param {number} courseId
 */
function actions(tally, token, courseId) {
  const pages = ["sliders", "home", "about", "courses", "gallery", "testimonials", `courses/${courseId}`];
  /** @type {string[]} */
  const mine = [];
  const read = (/** @type {string} */ _tag, /** @type {number} */ i) => tally.note("read", fetch(`${base}/api/${pages[i % pages.length]}`));
  const send = (/** @type {"contacts" | "inquiries"} */ table) => async (/** @type {string} */ tag) => {
    const res = await tally.note(table, json("POST", `/api/${table}`, message(tag)));
    if (res?.status === 201) tally.accepted[table].push(tag);
  };
  const register = async (/** @type {string} */ tag) => {
    const email = `${tag}@load.example`;
    const fields = { name: "Load Student", email, mobile: "9876543210", password: "secret123", course_id: String(courseId) };
    const res = await tally.note("register", multipart("POST", "/api/students/register", fields));
    if (res?.status === 201) (tally.accepted.students.push(email), mine.push(email));
  };
  const login = (/** @type {string} */ tag, /** @type {number} */ i) => {
    if (!mine.length) return register(tag);
    return tally.note("login", json("POST", "/api/students/login", { email: mine[i % mine.length], password: "secret123" }));
  };
  const adminWrites = async (/** @type {string} */ tag, /** @type {number} */ i) => {
    const fields = { name: "Load", content: tag, rating: "4", image: jpeg };
    const added = await tally.note("admin add", multipart("POST", "/api/testimonials/add", fields, token), true);
    if (added?.status !== 201) return void (await added?.arrayBuffer());
    const path = `/api/testimonials/${(await added.json()).testimonial.id}`;
    await tally.note("admin edit", multipart("PUT", path, { name: "Load edited", content: tag }, token));
    if (i % 2) await tally.note("admin delete", remove(path, token));
  };
  /** @type {[share: number, act: (tag: string, i: number) => Promise<unknown>][]} */
  const table = [[0.4, read], [0.15, send("contacts")], [0.15, send("inquiries")], [0.1, register], [0.1, login], [0.1, adminWrites]];
  return table;
}

/** Picks an action by its share. @param {ReturnType<typeof actions>} table */
function pick(table) {
  let roll = Math.random();
  for (const [share, act] of table) if ((roll -= share) < 0) return act;
  return table[table.length - 1][1];
}

/** How many of `values` are stored in `table.column`: missing ones, and ones stored twice. */
async function storedOnce(/** @type {string} */ table, /** @type {string} */ column, /** @type {string[]} */ values) {
  const rows = await sql`select ${sql(column)} as v, count(*)::int as n
    from ${sql(table)} where ${sql(column)} = any(${values}) group by 1`;
  const counts = new Map(rows.map((r) => [r.v, r.n]));
  return {
    accepted: values.length,
    missing: values.filter((v) => !counts.has(v)).length,
    duplicated: rows.filter((r) => r.n !== 1).length,
  };
}

/** @param {import("./lib.mjs").Report} report @param {string} token @param {number} courseId */
export async function loadPhase(report, token, courseId) {
  const tally = new Tally();
  const deadline = Date.now() + SECONDS * 1000;
  const user = async (/** @type {number} */ vu) => {
    const table = actions(tally, token, courseId);
    for (let i = 0; Date.now() < deadline; i++) await pick(table)(`res-${vu}-${i}`, i);
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: VUS }, (_, vu) => user(vu)));
  const seconds = (Date.now() - start) / 1000;

  const stored = {
    contacts: await storedOnce("contacts", "message", tally.accepted.contacts),
    inquiries: await storedOnce("inquiries", "message", tally.accepted.inquiries),
    registrations: await storedOnce("students", "email", tally.accepted.students),
  };
  const { requests, statuses, fiveXX } = tally;
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
