// Malformed requests for every documented route: broken bodies, wrong types, missing and
// huge fields, injection strings, bad ids and path tricks, oversized bodies, with every
// kind of token. None of them is a valid request, so none may change data or fail with 5xx.

const HUGE = "x".repeat(300_000);
const INJECTIONS = [
  "' OR 1=1; DROP TABLE students; --",
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
  "名前😀\u202e\u0000",
  "${jndi:ldap://x}",
  "../../../../etc/passwd",
];
const BAD_IDS = ["abc", "-1", "0", "1.5", "99999999999", "%2e%2e%2f", "1;DROP TABLE courses"];
// The edges of the database's integer columns and of number parsing, for every id and integer field.
const INT_EDGES = [0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, "1e309", "1e3", " 1", "0x1F", "1.0"].map(String);

/** Field values that break at least one rule of any form they land in (mobile and email are always wrong). */
function brokenFields(i) {
  const text = INJECTIONS[i % INJECTIONS.length];
  return {
    name: i % 3 ? text : HUGE,
    email: `${text}@@`,
    mobile: "12ab",
    message: text,
    // Over every limit a content field has: the privacy notice's content is rich text, where any
    // string within the limit (the injections too, sanitised) is a valid notice.
    content: HUGE + text,
    password: "1",
    course_id: INT_EDGES[i % INT_EDGES.length],
    rating: INT_EDGES[(i + 3) % INT_EDGES.length],
    title: "",
    subtitle: "",
    type: "video",
    username: "",
    visitorId: "!",
  };
}

/** @typedef {{ label: string; headers: Record<string, string>; body: BodyInit | undefined }} Variant */

/** Every broken body, the `i`th variant of the broken fields in them. @param {number} i @returns {Variant[]} */
function bodies(i) {
  const fields = brokenFields(i);
  const wrongTypes = { name: 42, email: ["a"], mobile: { n: 1 }, message: null, password: true, username: 7, visitorId: [] };
  const multipartGarbage = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nno closing boundary';
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("image", new Blob(["not an image at all"], { type: "image/png" }), "fake.png");
  form.append("file", new Blob(["<html>not a pdf</html>"], { type: "application/pdf" }), "fake.pdf");
  return [
    { label: "invalid JSON", headers: { "Content-Type": "application/json" }, body: '{"name": ' },
    { label: "wrong types", headers: { "Content-Type": "application/json" }, body: JSON.stringify(wrongTypes) },
    { label: "missing fields", headers: { "Content-Type": "application/json" }, body: "{}" },
    { label: "broken fields", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) },
    { label: "JSON array", headers: { "Content-Type": "application/json" }, body: "[1,2,3]" },
    { label: "multipart without boundary", headers: { "Content-Type": "multipart/form-data" }, body: multipartGarbage },
    { label: "truncated multipart", headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: multipartGarbage },
    { label: "broken form with fake files", headers: {}, body: form },
    { label: "wrong content type", headers: { "Content-Type": "text/plain" }, body: fields.name.slice(0, 100) },
  ];
}

/**
 * All requests: every route x every token kind x every body (and bad ids for routes with one).
 * @param {any} doc the OpenAPI document @param {{ admin: string; student: string }} tokens
 */
export function badRequests(doc, tokens) {
  const auth = { none: null, garbage: "not.a.token", admin: tokens.admin, student: tokens.student };
  /** @type {(Omit<Variant, "label"> & { method: string; path: string; label: string })[]} */
  const out = [];
  let i = 0;
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // A write that takes no input at all (the logouts) cannot be malformed: with a valid token it
      // is a valid request, and it would end the sessions the rest of this run calls with.
      if (method !== "get" && !operation.requestBody && !operation.parameters?.length) continue;
      const ids = template.includes("{") ? BAD_IDS : [null];
      for (const [who, token] of Object.entries(auth)) {
        for (const id of ids) {
          const path = template.replace(
            /\{(\w+)\}/g,
            (_, name) => (name === "id" ? String(id) : name === "folder" ? "private" : "..%2F..%2Fetc%2Fpasswd"),
          );
          // Reads carry no body: only their path and token can be wrong.
          const variants = method === "get" ? [{ label: "no body", headers: {}, body: undefined }] : bodies(i++);
          for (const v of variants) {
            out.push({
              method: method.toUpperCase(),
              path,
              label: `${who} ${v.label}${id ? ` id=${id}` : ""}`,
              headers: { ...v.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
              body: v.body,
            });
          }
        }
      }
    }
  }
  // Every query parameter (the lists' paging, search, sort and filters) at the integer edges and
  // with the injection strings, one parameter at a time, with the admin's token.
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const names = (operation.parameters ?? []).filter((/** @type {any} */ p) => p.in === "query").map((/** @type {any} */ p) => p.name);
      for (const name of names) {
        for (const value of [...INT_EDGES, ...INJECTIONS, HUGE.slice(0, 5000), "-", "--created_at"]) {
          out.push({
            method: method.toUpperCase(),
            path: `${template}?${new URLSearchParams({ [name]: value })}`,
            label: `admin query ${name}=${value.slice(0, 20)}`,
            headers: { Authorization: `Bearer ${tokens.admin}` },
            body: undefined,
          });
        }
      }
    }
  }
  // Every id at the integer edges, with the admin's token (the one that could change data).
  for (const [template, methods] of Object.entries(doc.paths)) {
    if (!template.includes("{id}")) continue;
    for (const method of Object.keys(methods)) {
      for (const edge of INT_EDGES) {
        const path = template.replace("{id}", encodeURIComponent(edge)).replace(/\{(\w+)\}/g, "x");
        const body = method === "get" ? undefined : bodies(i++).find((v) => v.label === "broken form with fake files")?.body;
        out.push({
          method: method.toUpperCase(),
          path,
          label: `admin integer edge id=${edge}`,
          headers: { Authorization: `Bearer ${tokens.admin}` },
          body,
        });
      }
    }
  }
  // Oversized bodies, once per kind: larger than any limit the API has.
  const big = new Uint8Array(60 * 1024 * 1024);
  for (const path of ["/api/contacts", "/api/gallery/upload", "/api/students/register"]) {
    out.push({
      method: "POST",
      path,
      label: "oversized body",
      headers: {
        "Content-Type": path === "/api/contacts" ? "application/json" : "multipart/form-data; boundary=x",
        Authorization: `Bearer ${tokens.admin}`,
      },
      body: big,
    });
  }
  return out;
}
