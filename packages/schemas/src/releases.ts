import { REMOTES } from "@institute/routes";
import { z } from "zod";
import { fileList } from "./files.ts";
import { orList, Timestamp } from "./common.ts";

export const Remote = z.enum(REMOTES, { error: `must be ${orList(REMOTES)}` });
export type Remote = z.infer<typeof Remote>;

/** The most files and bytes one release may carry: a remote's build is a few hundred files and MiB. */
export const RELEASE_MAX_FILES = 500;
// Below the 25 MiB body limit of the deploy's proxy (CLIENT_MAX_BODY_SIZE).
export const RELEASE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * A release's id as it appears in its URL (`/remotes/releases/<remote>/<build>/`) and in its
 * objects' keys: the CLI makes a time and a commit. A letter or digit at each end and no two dots
 * together, so that no storage refuses the key a valid id makes.
 */
export const BuildId = z.string().regex(
  /^(?!.*\.\.)[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62}[A-Za-z0-9])?$/,
  "must be 1 to 64 letters, digits, dots, dashes or underscores, a letter or digit first and last, no two dots together",
);

/**
 * What a release may hold, by the end of its files' names: code, styles, data, source maps, fonts,
 * raster images, text and the generated types. No HTML, SVG or XML: served from the site's origin,
 * they would run script beside the pages, where the tokens are kept.
 */
export const RELEASE_FILE_TYPES = [
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".woff",
  ".woff2",
  ".ttf",
  ".otf",
  ".png",
  ".jpg",
  ".jpeg",
  ".gif",
  ".webp",
  ".avif",
  ".ico",
  ".txt",
  ".zip",
  ".d.ts",
] as const;

/** A file's path inside a build: relative, no `..`, no hidden files, the characters Vite's output uses, a type it may hold. */
export const ReleasePath = z.string().regex(/^(?!.*(^|\/)\.)[\w@.-]+(\/[\w@.-]+)*$/, "must be a relative path inside the build").refine(
  (path) => RELEASE_FILE_TYPES.some((type) => path.toLowerCase().endsWith(type)),
  `must be a file a release may hold (${RELEASE_FILE_TYPES.join(" ")})`,
);

export const Release = z.object({
  remote: Remote,
  build: BuildId,
  created_at: Timestamp,
  /** The admin who released it (null once the account is gone). */
  released_by: z.string().nullable(),
  files: z.number().int(),
  /** Bytes of all its files together. */
  size: z.number().int(),
  active: z.boolean(),
});
export type Release = z.infer<typeof Release>;

/**
 * A release as uploaded: its id, and its files (the field `files`, repeated) with their paths
 * inside the build (`paths`, a JSON array in the same order; a file's own name cannot hold a path).
 */
export const ReleaseUpload = z.object({
  build: BuildId,
  paths: z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of paths" });
      return z.NEVER;
    }
  }).pipe(
    z.array(ReleasePath).min(1, "must name at least one file").max(RELEASE_MAX_FILES, `must name at most ${RELEASE_MAX_FILES} files`)
      .refine((paths) => new Set(paths).size === paths.length, "must not name a file twice"),
  ),
  files: fileList("Please send the build's files", RELEASE_MAX_FILES),
});

export const RemoteParam = z.object({ remote: Remote });

/** Which release of a remote the shell loads; null goes back to the build the remote was deployed with. */
export const ActiveRelease = z.object({ build: BuildId.nullable() });

export const ActivationAnswer = z.object({ message: z.string(), remote: Remote, build: BuildId.nullable() });

/** What the shell reports when a remote fails to load or throws while rendering: no personal data. */
export const ClientErrorReport = z.object({
  remote: Remote,
  /** The build that failed ("" when it never loaded far enough to say). */
  build: z.string().trim().max(64).default(""),
  /** The page's path, without its query (which may hold a reset token). */
  route: z.string().trim().max(300).transform((path) => path.split(/[?#]/)[0]),
  kind: z.enum(["load", "render"]),
  message: z.string().trim().max(1000),
  stack: z.string().max(8000).default(""),
});
export type ClientErrorReport = z.input<typeof ClientErrorReport>;

/** Errors of one remote's build over the last 24 hours, for the console's Health page. */
export const ClientErrorSummary = z.object({
  remote: Remote,
  build: z.string(),
  count: z.number().int(),
  last_at: Timestamp,
  last_message: z.string(),
  last_route: z.string(),
});
export type ClientErrorSummary = z.infer<typeof ClientErrorSummary>;
