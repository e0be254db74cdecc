import { adminLogoutAtom, adminTokenAtom, authStore, studentLogoutAtom, studentTokenAtom } from "@institute/auth";
import { LOGIN } from "@institute/routes";
import { type ErrorBody, TOTAL_COUNT_HEADER } from "@institute/schemas";

export type Role = "admin" | "student";

/** An answer that was not a success, with the server's readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ErrorBody["issues"] = [],
    /** The server's own `error` text; undefined when the message is the client's (no answer, no JSON). */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

/**
 * Fired when a read or a write of a screen finds no API behind the site (no answer, or a gateway's
 * 502/503/504 while it is away: a deploy, an outage): the shell says so once, with Retry.
 */
export const UNAVAILABLE_EVENT = "institute:unavailable";

/**
 * Whether an error means the API could not be reached. The API's own 503 (its storage is away)
 * says what failed in its message, and is the screen's to show.
 */
export const isUnavailable = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || ([502, 503, 504].includes(error.status) && error.serverMessage === undefined));

/** Where each role signs in again after its token was refused. */
export const LOGIN_PATH: Record<Role, string> = LOGIN;

/** Fired when a stored token is refused; the shell navigates to `detail.loginPath`. */
export const UNAUTHORIZED_EVENT = "institute:unauthorized";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sends this role's stored token. */
  auth?: Role;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1 (multipart bodies only). */
  onProgress?: (fraction: number) => void;
  /** How the request reaches the API: the browser's fetch unless given (the server's drawing of a page reaches it in process). */
  fetch?: typeof fetch;
}

function token(role: Role | undefined): string {
  if (!role) return "";
  return authStore.get(role === "admin" ? adminTokenAtom : studentTokenAtom);
}

/** A refused token is cleared, and the user is sent to that role's login page. */
function onRefused(role: Role) {
  authStore.set(role === "admin" ? adminLogoutAtom : studentLogoutAtom);
  globalThis.dispatchEvent?.(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { role, loginPath: LOGIN_PATH[role] } }));
}

interface RawAnswer {
  status: number;
  contentType: string;
  /** WWW-Authenticate: present on a 401 about the token, absent on one about a typed password. */
  authenticate: string;
  header: (name: string) => string | null;
  body: () => Promise<unknown>;
  blob: () => Promise<Blob>;
}

async function send(path: string, options: RequestOptions, headers: Record<string, string>): Promise<RawAnswer> {
  const body = options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  if (options.form && options.onProgress) return sendWithProgress(path, options, headers);
  const res = await (options.fetch ?? fetch)(path, { method: options.method ?? "GET", headers, body, signal: options.signal });
  return {
    status: res.status,
    contentType: res.headers.get("Content-Type") ?? "",
    authenticate: res.headers.get("WWW-Authenticate") ?? "",
    header: (name) => res.headers.get(name),
    body: () => res.json(),
    blob: () => res.blob(),
  };
}

/** fetch cannot report upload progress; XMLHttpRequest can. */
function sendWithProgress(path: string, options: RequestOptions, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", path);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.responseType = "blob";
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      options.onProgress?.(1);
      const blob = xhr.response as Blob;
      resolve({
        status: xhr.status,
        contentType: xhr.getResponseHeader("Content-Type") ?? "",
        authenticate: xhr.getResponseHeader("WWW-Authenticate") ?? "",
        header: (name) => xhr.getResponseHeader(name),
        body: async () => JSON.parse(await blob.text()),
        blob: () => Promise.resolve(blob),
      });
    };
    xhr.onerror = () => reject(new TypeError("Network request failed"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(options.form);
  });
}

async function exchange(path: string, options: RequestOptions): Promise<RawAnswer> {
  const bearer = token(options.auth);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let answer: RawAnswer;
  try {
    answer = await send(path, options, headers);
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (answer.status >= 200 && answer.status < 300) return answer;
  const error = answer.contentType.includes("json") ? ((await answer.body().catch(() => null)) as ErrorBody | null) : null;
  // A 401 about the token (WWW-Authenticate), and only for the token still stored: a wrong current
  // password keeps the session, and a late answer to a token already logged out changes nothing.
  const tokenRefused = answer.status === 401 && /^Bearer\b/i.test(answer.authenticate);
  if (tokenRefused && bearer && options.auth && token(options.auth) === bearer) onRefused(options.auth);
  throw new ApiError(
    answer.status,
    error?.error || `The request failed (HTTP ${answer.status}).`,
    error?.issues,
    error?.error || undefined,
  );
}

/** A JSON call: the answer's body on success, an ApiError with the server's message otherwise. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const answer = await exchange(path, options);
  return (answer.status === 204 ? undefined : await answer.body()) as T;
}

/** A page of a list: its rows, and how many rows match on every page together. */
export async function requestPage<T>(path: string, options: RequestOptions = {}): Promise<{ rows: T; total: number }> {
  const answer = await exchange(path, options);
  const rows = (await answer.body()) as T;
  return { rows, total: Number(answer.header(TOTAL_COUNT_HEADER) ?? (rows as unknown[]).length) };
}

/** A download (the inquiry export): the answer as a Blob. */
export async function download(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await exchange(path, options)).blob();
}
