import type { Contract, RouteEntry } from "@institute/api-contract";
import type { z } from "zod";
import { adminLogoutAtom, adminTokenAtom, authStore, studentLogoutAtom, studentTokenAtom } from "@institute/auth";
import { download, request, type RequestOptions, requestPage, type Role } from "./http.ts";
import { ROUTE_TABLE } from "./route-table.gen.ts";

type Schema<T> = T extends { schema: infer S extends z.ZodType } ? S : never;
type Body<R, Type extends string> = R extends { request: { body: { content: Record<Type, infer M> } } } ? Schema<M> : never;
type Part<R, Key extends string> = R extends { request: Record<Key, infer S extends z.ZodType> } ? z.input<S> : never;
/** What a field of the input is when the route has it, and nothing when it has not. */
type Field<Name extends string, T> = [T] extends [never] ? unknown : { [K in Name]: T };

/** A call's input: path parameters, query, and the body the route declares (JSON as an object, forms as FormData). */
export type Input<R> =
  & Field<"params", Part<R, "params">>
  & Field<"json", Body<R, "application/json"> extends never ? never : z.input<Body<R, "application/json">>>
  & ([Body<R, "multipart/form-data">] extends [never] ? unknown : {
    form: FormData;
    /** Upload progress from 0 to 1. */
    onProgress?: RequestOptions["onProgress"];
  })
  & {
    query?: Part<R, "query">;
    signal?: AbortSignal;
    fetch?: RequestOptions["fetch"];
    /** Sends this role's token where the route needs none (the spec's admin reads). */
    as?: Role;
  };

type SuccessStatus = 200 | 201 | 202 | 204;
type Success<R> = R extends { responses: infer Answers } ? Answers[Extract<keyof Answers, SuccessStatus>] : never;
/** A call's answer: the success body as the API's schema outputs it, a Blob for a file, nothing for a 204. */
export type Output<R> = Success<R> extends { content: { "application/json": infer M } } ? z.output<Schema<M>>
  : Success<R> extends { content: object } ? Blob
  : void;

type Caller<R> = Record<never, never> extends Input<R> ? (input?: Input<R>) => Promise<Output<R>> : (input: Input<R>) => Promise<Output<R>>;

/** The URL and request options of a call: the path filled in, the query added, the token its access needs. */
function prepare<R>(route: RouteEntry, input: Input<R>): { path: string; options: RequestOptions } {
  const given = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    json?: unknown;
    form?: FormData;
    onProgress?: RequestOptions["onProgress"];
    signal?: AbortSignal;
    fetch?: RequestOptions["fetch"];
    as?: Role;
  };
  let path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(given.params?.[name])));
  const query = new URLSearchParams(Object.entries(given.query ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  if (query.size) path += `?${query}`;
  const options: RequestOptions = {
    method: route.method.toUpperCase() as RequestOptions["method"],
    auth: route.access === "admin" || route.access === "student" ? route.access : given.as,
    json: given.json,
    form: given.form,
    onProgress: given.onProgress,
    signal: given.signal,
    fetch: given.fetch,
  };
  return { path, options };
}

/** One route called as its declaration says: JSON, a file, or nothing back. */
export function call<R>(route: RouteEntry, input: Input<R> = {} as Input<R>): Promise<Output<R>> {
  const { path, options } = prepare(route, input);
  return (route.file ? download(path, options) : request(path, options)) as Promise<Output<R>>;
}

/** A paged list route: the page's rows, and how many rows match in all. */
export function callPage<R>(route: RouteEntry, input: Input<R>): Promise<{ rows: Output<R>; total: number }> {
  const { path, options } = prepare(route, input);
  return requestPage(path, options);
}

export type Routes<K extends keyof Contract> = Contract[K]["routes"];
export type Api = { [K in keyof Contract]: { [N in keyof Routes<K>]: Caller<Routes<K>[N]> } };

/** Every route of the contract as a typed function: `api.courses.get({ params: { id } })`. */
export const api = Object.fromEntries(
  Object.entries(ROUTE_TABLE).map(([name, routes]) => [
    name,
    Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, (input?: Input<unknown>) => call(route, input)])),
  ]),
) as unknown as Api;

/**
 * Logout: the browser forgets the token at once, whatever the server answers, and the server
 * refuses it (and the account's other tokens) from then on. The call reads the token before it
 * is cleared. Nobody need wait for the answer; it resolves once the server's was handled.
 */
export function endSession(role: Role): Promise<void> {
  const told = (role === "admin" ? api.admin.logout() : api.students.logout()).then(() => {}, () => {});
  authStore.set(role === "admin" ? adminLogoutAtom : studentLogoutAtom);
  return told;
}

/**
 * Changes the signed-in user's password. The API ends every session of the account, this one
 * included, and answers a token that continues it: the stored token is replaced, the name kept.
 */
export async function changePassword(role: Role, change: { currentPassword: string; newPassword: string }): Promise<void> {
  const { token } = role === "admin"
    ? await api.admin.changePassword({ json: change })
    : await api.students.changePassword({ json: change });
  authStore.set(role === "admin" ? adminTokenAtom : studentTokenAtom, token);
}
