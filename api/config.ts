import { z } from "zod";
import { ADMIN_PASSWORD_MIN, PASSWORD_MAX_BYTES, utf8Length } from "@institute/schemas";
import { isCommonPassword } from "./auth/common-passwords.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const limit = z.coerce.number().int().min(0).max(1_000_000);

const EnvSchema = z
  .object({
    APP_ENV: z.enum(["production", "development", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL identifier")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a valid S3 bucket name").default("institute"),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_REGION: z.string().default("us-east-1"),
    JWT_SECRET: z.string().optional(),
    ADMIN_USERNAME: z.string().min(1).optional(),
    // The account that can change everything: longer than a student's, and never a common one.
    ADMIN_PASSWORD: z.string().min(ADMIN_PASSWORD_MIN, `must be at least ${ADMIN_PASSWORD_MIN} characters`)
      .refine((p) => utf8Length(p) <= PASSWORD_MAX_BYTES, "must be at most 72 bytes (bcrypt reads no more)")
      .refine((p) => !isCommonPassword(p), "is one of the most common passwords")
      .optional(),
    ADMIN_NAME: z.string().min(1).default("Administrator"),
    SEED_DEMO: bool.default(true),
    SERVE_WEB: bool.default(true),
    /** Behind the deploy's reverse proxy: take the caller's address from X-Real-IP, and the scheme asked for from X-Forwarded-Proto. */
    TRUST_PROXY: bool.default(false),
    WEB_ROOT: z.string().default("."),
    /**
     * Where the shell's index.html is read when another server serves the front ends (compose:
     * the shell's nginx); the API then answers the pages nginx forwards, with their heads.
     */
    SHELL_INDEX_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) address" }).optional(),
    /**
     * The public site's address (https://academy.example) for canonical links, the sitemap and link
     * previews; the request's own origin when unset (with TRUST_PROXY, the scheme its proxy reports).
     */
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) address" }).transform((url) => url.replace(/\/+$/, "")).optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** Younger unreferenced objects may belong to uploads whose row is not committed yet: the sweep leaves them. */
    ORPHAN_SWEEP_GRACE_MINUTES: z.coerce.number().int().min(1).max(525_600).default(60),
    // A week at most: longer delays overflow the timer. 0 turns the scheduled sweep off (say,
    // while a database restored from a backup is checked against the storage).
    ORPHAN_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(360),
    /** How many releases of each remote stay served (the newest; the active one is kept besides). */
    RELEASES_KEPT: z.coerce.number().int().min(1).max(100).default(5),
    /** The activity log keeps this many days (removed by the scheduled sweep); 0 keeps every entry. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
    // Public writes per client address (see write-limits/write-limits.ts); 0 turns one off.
    LIMIT_CONTACTS_PER_10_MINUTES: limit.default(10),
    LIMIT_INQUIRIES_PER_10_MINUTES: limit.default(10),
    LIMIT_REGISTRATIONS_PER_10_MINUTES: limit.default(5),
    // Uses of reset links, failed ones included: a guessed token costs a lookup and a slot.
    LIMIT_PASSWORD_RESETS_PER_10_MINUTES: limit.default(10),
    LIMIT_RESET_MAILS_PER_10_MINUTES: limit.default(5),
    LIMIT_NEW_VISITORS_PER_HOUR: limit.default(20),
    // Chats opened from course pages that count towards a course's inquiries.
    LIMIT_CHATS_PER_HOUR: limit.default(30),
    // Remotes' failures reported by browsers: a broken release reports once per page view.
    LIMIT_CLIENT_ERRORS_PER_10_MINUTES: limit.default(30),
    /**
     * The mail server (smtp://user:password@host:587, smtps:// for TLS from the first byte). Unset,
     * mail is kept in the outbox and the console's Mail page shows it: nothing is dropped.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// address" }).optional(),
    /** The address mail is sent from; the institute's name from Settings goes with it. */
    MAIL_FROM: z.email({ error: "must be an email address" }).default("no-reply@localhost"),
    /** How often a worker looks for mail that is due (a message is also sent as soon as it is written). */
    MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
    /** The wait before the first retry of a refused message; each next one waits twice as long, at most an hour. */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    /** Tries before a message is marked failed (the console can send it again). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === "production" && new TextEncoder().encode(env.JWT_SECRET ?? "").length < 32) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required in production and must be at least 32 bytes" });
    }
    if (env.S3_ENDPOINT && (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY)) {
      ctx.addIssue({ code: "custom", path: ["S3_ACCESS_KEY"], message: "S3_ACCESS_KEY and S3_SECRET_KEY are required with S3_ENDPOINT" });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_USERNAME and ADMIN_PASSWORD go together" });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the environment once; every problem is named so a wrong deploy fails with one clear message. */
export function loadConfig(env: Record<string, string | undefined> = Deno.env.toObject()): Env {
  // Empty strings come from compose files with unset variables; treat them as absent.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".") || "env"} ${i.message}`));
  }
  return result.data;
}

/** For entry points: a wrong configuration ends the process with its problems named, not a stack trace. */
export function loadConfigOrExit(): Env {
  try {
    return loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    Deno.exit(1);
  }
}
