import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "./config.ts";

Deno.test("config: embedded defaults need no variables", () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 8000);
  assert.equal(config.DATABASE_URL, undefined);
  assert.equal(config.S3_ENDPOINT, undefined);
  assert.equal(config.SEED_DEMO, true);
  assert.equal(config.APP_ENV, "development");
});

Deno.test("config: every wrong variable is named in one error", () => {
  assert.throws(
    () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://db/x", LOG_LEVEL: "loud" }),
    (e: unknown) => {
      assert.ok(e instanceof ConfigError);
      assert.equal(e.problems.length, 3);
      assert.match(e.message, /PORT/);
      assert.match(e.message, /DATABASE_URL must be a postgres:\/\/ URL/);
      assert.match(e.message, /LOG_LEVEL/);
      return true;
    },
  );
});

Deno.test("config: production refuses to start without a 32-byte JWT_SECRET", () => {
  assert.throws(() => loadConfig({ APP_ENV: "production" }), /JWT_SECRET is required in production/);
  assert.throws(() => loadConfig({ APP_ENV: "production", JWT_SECRET: "short" }), /JWT_SECRET/);
  assert.equal(loadConfig({ APP_ENV: "production", JWT_SECRET: "x".repeat(32) }).APP_ENV, "production");
});

Deno.test("config: S3 needs its keys, admin username and password go together, empty values are absent", () => {
  assert.throws(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" }), /S3_ACCESS_KEY and S3_SECRET_KEY are required/);
  assert.throws(() => loadConfig({ ADMIN_USERNAME: "boss" }), /ADMIN_USERNAME and ADMIN_PASSWORD go together/);
  assert.equal(loadConfig({ DATABASE_URL: "", PORT: "" }).DATABASE_URL, undefined);
  assert.equal(loadConfig({ SEED_DEMO: "false", SERVE_WEB: "0" }).SEED_DEMO, false);
});

Deno.test("config: ADMIN_PASSWORD has at least 12 characters, at most 72 bytes, and is not a common password", () => {
  const admin = (password: string) => loadConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: password });
  assert.throws(() => admin("eleven-char"), /ADMIN_PASSWORD must be at least 12 characters/);
  assert.throws(() => admin("1qaz2wsx3edc"), /ADMIN_PASSWORD is one of the most common passwords/);
  assert.throws(() => admin("é".repeat(37)), /ADMIN_PASSWORD must be at most 72 bytes/);
  assert.equal(admin("twelve-chars").ADMIN_PASSWORD, "twelve-chars");
});

Deno.test("config: the orphan sweep keeps an hour of grace and runs every 6 hours unless told otherwise", () => {
  const config = loadConfig({});
  assert.equal(config.ORPHAN_SWEEP_GRACE_MINUTES, 60);
  assert.equal(config.ORPHAN_SWEEP_INTERVAL_MINUTES, 360);
  assert.equal(loadConfig({ ORPHAN_SWEEP_GRACE_MINUTES: "15", ORPHAN_SWEEP_INTERVAL_MINUTES: "60" }).ORPHAN_SWEEP_GRACE_MINUTES, 15);
  // No grace would take uploads in flight; more than a week overflows the timer.
  assert.throws(() => loadConfig({ ORPHAN_SWEEP_GRACE_MINUTES: "0" }), /ORPHAN_SWEEP_GRACE_MINUTES/);
  assert.throws(() => loadConfig({ ORPHAN_SWEEP_INTERVAL_MINUTES: "20000" }), /ORPHAN_SWEEP_INTERVAL_MINUTES/);
  assert.equal(loadConfig({ ORPHAN_SWEEP_INTERVAL_MINUTES: "0" }).ORPHAN_SWEEP_INTERVAL_MINUTES, 0, "0 turns the schedule off");
  assert.throws(() => loadConfig({ ORPHAN_SWEEP_GRACE_MINUTES: "999999999999" }), /ORPHAN_SWEEP_GRACE_MINUTES/);
});
