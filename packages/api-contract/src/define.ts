import type { RouteConfig } from "@hono/zod-openapi";
import { DisplayOrder, ErrorBody, FirstQuery, IdParam, MessageBody, TOTAL_COUNT_HEADER } from "@institute/schemas";
import { z, type ZodObject, type ZodRawShape, type ZodType } from "zod";

/** What a route may take as its query string: an object schema (or a pipe from one). */
type QueryParameters = NonNullable<NonNullable<RouteConfig["request"]>["query"]>;

/** Who may call a route: the API puts the matching guard in front of it, the client sends the matching token. */
export type Access = "public" | "admin" | "student" | "signed";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface Tag {
  name: string;
  description: string;
  /** One of its records, as the activity log says it in words ("Deleted the course …"). */
  one?: string;
}

/** A route as a resource module writes it: OpenAPI's route config, plus who may call it and how it can fail. */
export type Written = Omit<RouteConfig, "tags" | "security" | "description" | "middleware"> & {
  access: Access;
  /** Failures besides those of its access (401/403) and of an unavailable service (503). */
  errors?: readonly ErrorStatus[];
};

/** A declared route: complete for OpenAPI, and still saying who may call it. */
export type Declared<W extends Written = Written> = Omit<W, "errors"> & {
  tags: string[];
  description: string;
  security: Record<string, string[]>[];
  /** The route's name in its resource (`add`, `remove`, `markHandled`): what the activity log calls it. */
  action: string;
};

export interface Resource<T extends Record<string, Written> = Record<string, Written>> {
  tag: Tag;
  routes: { [K in keyof T]: Declared<T[K]> };
}

const ERROR_MEANING: Record<ErrorStatus, string> = {
  400: "Invalid input; `issues` names each field",
  401: "No token, or an invalid or expired one",
  403: "A token of the wrong role, or an invalid download signature",
  404: "No record with this id",
  409: "Conflicts with existing data",
  413: "The body or a file is too large",
  415: "The file is not of an accepted type",
  429: "Too many failed logins, or too many submissions from one address; see Retry-After",
  503: "The database or the file storage is unavailable",
};

const ACCESS_ERRORS: Record<Access, ErrorStatus[]> = { public: [], admin: [401, 403], student: [401, 403], signed: [403] };

const WHO: Record<Access, string> = {
  public: "anyone",
  signed: "anyone holding a signed, unexpired URL",
  admin: "admin token",
  student: "student token",
};

/** Every error answer has this shape; the document names it once. */
const ErrorAnswer = ErrorBody.meta({ id: "Error" });

function declare<W extends Written>(tag: Tag, action: string, { errors = [], ...route }: W): Declared<W> {
  const statuses = [...new Set([...errors, ...ACCESS_ERRORS[route.access], 503 as const])].sort();
  return {
    ...route,
    action,
    tags: [tag.name],
    description: `Access: ${WHO[route.access]}.`,
    security: route.access === "admin" || route.access === "student" ? [{ bearer: [] }] : [],
    // A route that answers one of these statuses with a body of its own declares it (health's 503).
    responses: {
      ...Object.fromEntries(statuses.map((status) => [status, json(ErrorAnswer, ERROR_MEANING[status])])),
      ...route.responses,
    },
  } as unknown as Declared<W>;
}

/** One resource's routes under one tag of the document. */
export const resource = <const T extends Record<string, Written>>(tag: Tag, routes: T): Resource<T> => ({
  tag,
  routes: Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, declare(tag, name, route)])) as Resource<T>["routes"],
});

/**
 * A route as its resource writes it: method, path and who may call it on one line, as Hono's
 * `app.post(path, …)` reads, then the rest of OpenAPI's route config.
 */
export const route = <
  const M extends Written["method"],
  const P extends `/${string}`,
  const A extends Access,
  const R extends Omit<Written, "method" | "path" | "access">,
>(method: M, path: P, access: A, rest: R) => ({ method, path, access, ...rest }) as const;

/** An answer with a JSON body. */
export const json = <S extends ZodType>(schema: S, description: string) => ({ description, content: { "application/json": { schema } } });

/** An answer whose body is a file of this type, not JSON. */
export const file = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: { type: "string" as const, format: "binary" } } },
});

export const jsonBody = <S extends ZodType>(schema: S) => ({ required: true, content: { "application/json": { schema } } });

export const formBody = <S extends ZodType>(schema: S) => ({ required: true, content: { "multipart/form-data": { schema } } });

/** The admin's delete of one record by its id (400 for a malformed id, 404 for an unknown one). */
export const deleteById = <const P extends `/api/${string}/{id}`>(path: P, summary: string, errors: readonly ErrorStatus[] = []) =>
  route("delete", path, "admin", {
    summary,
    request: { params: IdParam },
    responses: { 200: json(MessageBody, "Deleted") },
    errors: [400, 404, ...errors],
  });

/** A read that asks nothing: one JSON answer. */
export const readWhole = <const A extends Access, const P extends `/api/${string}`, S extends ZodType>(
  access: A,
  path: P,
  summary: string,
  answer: S,
  description: string,
) => route("get", path, access, { summary, responses: { 200: json(answer, description) } });

/** A read of a whole table, as a plain array. */
export const listAll = <const A extends Access, const P extends `/api/${string}`, S extends ZodType>(
  access: A,
  path: P,
  summary: string,
  item: S,
  description: string,
) => readWhole(access, path, summary, z.array(item), description);

/**
 * A read of a whole public table as a plain array, or of its first rows (`?first=N`, in the same
 * order): a page that shows a few of them (the home page) is drawn and handed no more.
 */
export const listFirst = <const P extends `/api/${string}`, S extends ZodType>(path: P, summary: string, item: S, description: string) =>
  route("get", path, "public", {
    summary,
    request: { query: FirstQuery },
    responses: { 200: json(z.array(item), description) },
    errors: [400],
  });

/** The admin's save of a setting the console edits whole: answered with the message and what was saved. */
export const saveWhole = <const P extends `/api/${string}`, Shape extends ZodRawShape>(
  path: P,
  summary: string,
  body: ZodObject<Shape>,
  errors: readonly ErrorStatus[] = [],
) =>
  route("put", path, "admin", {
    summary,
    request: { body: jsonBody(body) },
    responses: { 200: json(MessageBody.extend(body.shape), "Saved") },
    errors: [400, ...errors],
  });

/**
 * A list the console pages, searches, sorts and filters on the server (`query`). The body stays
 * the plain array (the whole list when no parameter is given); the header counts every match.
 */
export const listPaged = <const A extends Access, const P extends `/api/${string}`, S extends ZodType, Q extends QueryParameters>(
  access: A,
  path: P,
  summary: string,
  item: S,
  query: Q,
) =>
  route("get", path, access, {
    summary,
    request: { query },
    responses: {
      200: {
        ...json(z.array(item), "The page of matching rows"),
        headers: z.object({ [TOTAL_COUNT_HEADER]: z.string().describe("How many rows match, on every page together") }),
      },
    },
    errors: [400],
  });

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** What every export of the console's lists says of its file. */
export const SPREADSHEET_FILE =
  "a header row, frozen and filtering every column, one row per item in the list's order; times as dates in the institute's time zone (Settings, else the server's); text starting with =, +, -, @, tab or carriage return is shown as typed and kept text by the quote-prefix style, so it never runs as a formula, even after an edit";

/** The download of what a list's query selects (every item without one), as `filename`. */
export const exportOf = <const P extends `/api/${string}`, Q extends QueryParameters>(
  path: P,
  filename: string,
  columns: string,
  query: Q,
) =>
  route("get", path, "admin", {
    summary: `Download what the list's query selects (everything without one) as ${filename}: columns ${columns}; ${SPREADSHEET_FILE}`,
    request: { query },
    responses: { 200: file(XLSX_TYPE, "The spreadsheet (streamed)") },
    errors: [400],
  });

/**
 * The admin's order of a list's items, as the console drags them: every id once, first shown
 * first. 409 when the list has changed since it was read.
 */
export const orderOf = <const P extends `/api/${string}/order`>(path: P, items: string) =>
  route("put", path, "admin", {
    summary:
      `Put the ${items} in the order given (\`ids\` names each of them once, first shown first; the public site shows them so). 409 when one was added or deleted since the list was read: read it again`,
    request: { body: jsonBody(DisplayOrder) },
    responses: { 200: json(MessageBody, "Saved") },
    errors: [400, 409],
  });

/** The admin's add through a multipart form and its upload; 201 with what was stored. */
export const addByForm = <const P extends `/api/${string}`, B extends ZodType, A extends ZodType>(
  path: P,
  summary: string,
  body: B,
  saved: A,
) =>
  route("post", path, "admin", {
    summary,
    request: { body: formBody(body) },
    responses: { 201: json(saved, "Added") },
    errors: [400, 413, 415],
  });

/** The admin's edit of one record through a multipart form; 404 for an unknown id. */
export const updateByForm = <const P extends `/api/${string}/{id}`, B extends ZodType, A extends ZodType>(
  path: P,
  summary: string,
  body: B,
  saved: A,
) =>
  route("put", path, "admin", {
    summary,
    request: { params: IdParam, body: formBody(body) },
    responses: { 200: json(saved, "Updated") },
    errors: [400, 404, 413, 415],
  });
