import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AuthUser } from "../auth/tokens.ts";
import type { Deps } from "../deps.ts";
import { clientAddress } from "../http/client-address.ts";
import { insertActivity, insertActivityOnce, type NewActivity } from "./queries.ts";

type RecordDeps = Pick<Deps, "sql" | "config" | "log">;

/** Values up to this length are written into the summary; longer ones only by their field's name. */
const SHORT = 60;
// Never written, whatever their length: passwords, and the public forms' trap field.
const UNSAID = /password|^website$/i;
// Sent by the forms but not a change: the name of the image the form showed.
const UNCHANGING = new Set(["oldImage"]);

type Fields = Record<string, unknown>;

/** A value as the log compares and writes it: stored numbers and sent strings of the same value are equal. */
const shown = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value ?? ""));
const same = (a: unknown, b: unknown) => String(a ?? "") === String(b ?? "") || JSON.stringify(a) === JSON.stringify(b);

/**
 * What a request sent, for the log: each field's name, with its value when short; never a
 * password or a file's content. Given the record as it was, only the fields that change, as
 * `name: old → new` when both are short.
 */
export function summarize(fields: unknown, before?: Fields | null): string {
  if (!fields || typeof fields !== "object") return "";
  const changed = Object.entries(fields).filter(([name, value]) =>
    value !== undefined && !UNCHANGING.has(name) && !(before && name in before && same(before[name], value))
  );
  if (before && !changed.length) return "no change";
  return changed.map(([name, value]) => {
    if (UNSAID.test(name)) return name;
    if (value instanceof File) return `${name}: ${JSON.stringify(value.name)}`;
    if (Array.isArray(value) && value.every((v) => v instanceof File)) return `${name}: ${value.length} file(s)`;
    const text = shown(value);
    if (text.length > SHORT) return name;
    const old = before && name in before ? shown(before[name]) : null;
    return old === null ? `${name}: ${text}` : old.length <= SHORT ? `${name}: ${old} → ${text}` : `${name}: … → ${text}`;
  }).join(", ");
}

// A record's name among its fields, in this order: a course's title, a person's name, a photo's caption, a file's name.
const NAME_FIELDS = ["title", "name", "caption", "original_name", "username"];
const nameIn = (value: unknown) => {
  if (!value || typeof value !== "object") return "";
  const named = NAME_FIELDS.map((field) => (value as Fields)[field]).find((name) => typeof name === "string" && name);
  return (named as string | undefined) ?? "";
};

/**
 * The record's name: as it was before the write (an update, a delete), else as the path names it
 * (a release's remote), else as the answer carries it (an add).
 */
function recordName(c: Context, before: Fields | null, answer: object | null): string {
  if (before) return nameIn(before);
  const { id: _, ...named } = c.req.param() as Record<string, string>;
  const inPath = Object.values(named)[0];
  if (inPath) return inPath;
  return answer ? [answer, ...Object.values(answer)].map(nameIn).find(Boolean) ?? "" : "";
}

const idOf = (value: unknown) => (value && typeof value === "object" && "id" in value ? value.id : value);

/** The record a write named: its path id, or the id (or ids) of what the answer carries. */
function recordId(c: Context, answer: object | null): string | null {
  const param = c.req.param("id");
  if (param) return param;
  if (!answer) return null;
  for (const value of [idOf(answer), ...Object.values(answer)]) {
    const found = (Array.isArray(value) ? value.map(idOf) : [idOf(value)]).filter((id) => typeof id === "number");
    if (found.length) return found.join(",");
  }
  return null;
}

/** The write's JSON answer, read once for the record's id and name; null for any other answer. */
async function jsonAnswer(c: Context): Promise<object | null> {
  if (!c.res.headers.get("Content-Type")?.includes("json")) return null;
  const body: unknown = await c.res.clone().json().catch(() => null);
  return body && typeof body === "object" ? body : null;
}

/**
 * Writes one entry; the request has its answer already, so a failure here is only logged. With
 * `oncePerMinutes`, not when the address had an entry of this action that recently.
 */
export async function recordActivity(
  deps: RecordDeps,
  c: Context,
  entry: Omit<NewActivity, "address" | "request_id">,
  oncePerMinutes?: number,
) {
  const full = {
    ...entry,
    address: clientAddress(c, deps.config.TRUST_PROXY),
    request_id: (c.get("requestId" as never) as string | undefined) ?? "",
  };
  try {
    await (oncePerMinutes === undefined ? insertActivity(deps.sql, full) : insertActivityOnce(deps.sql, full, oncePerMinutes));
  } catch (e) {
    deps.log.warn("could not record activity", { action: entry.action, entity: entry.entity, error: String(e) });
  }
}

/** Loads the record a write is about to change, by the path's id (null when the path has none). */
export type Previous = (id: number | null) => Promise<Fields | null | undefined>;

/** `previous` for a route whose path names the record. */
export const byId = (find: (id: number) => Promise<Fields | undefined>): Previous => async (id) => (id === null ? null : await find(id));

/** The record as it was; a failure to read it only costs the log its old values. */
async function loadPrevious(deps: RecordDeps, c: Context, previous: Previous): Promise<Fields | null> {
  const param = c.req.param("id");
  if (param !== undefined && !/^[1-9]\d{0,15}$/.test(param)) return null;
  try {
    return (await previous(param === undefined ? null : Number(param))) ?? null;
  } catch (e) {
    deps.log.warn("could not read the record before a write", { error: String(e) });
    return null;
  }
}

/**
 * Records an admin request to a declared route: which route, which record, what was sent (with
 * `previous`, what it changed). A write is recorded once it succeeded. A read (the export) is
 * recorded as it is asked for, before it runs, malformed ones included: its answer streams from a
 * database cursor, and with the embedded database's single connection an insert after it would
 * wait for a client that cannot read until the insert is done.
 */
export const recordAdminRequest = (deps: RecordDeps, action: string, entity: string, previous?: Previous) =>
  createMiddleware(async (c, next) => {
    const user = c.get("user" as never) as AuthUser | undefined;
    const entry = { admin_id: user?.id ?? null, admin_name: user?.name ?? "", action, entity };
    if (c.req.method === "GET") {
      await recordActivity(deps, c, { ...entry, entity_id: null, record_name: "", summary: summarize(c.req.query()) });
      return await next();
    }
    const before = previous ? await loadPrevious(deps, c, previous) : null;
    await next();
    if (c.res.status >= 300) return;
    const sent = c.req as unknown as { valid(target: string): unknown };
    const summary = summarize(sent.valid("json") ?? sent.valid("form"), before);
    const answer = await jsonAnswer(c);
    await recordActivity(deps, c, { ...entry, entity_id: recordId(c, answer), record_name: recordName(c, before, answer), summary });
  });
