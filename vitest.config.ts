import { defineConfig } from "vitest/config";

// Front-end and tooling unit tests; the API has its own `deno test` suite.
export default defineConfig({
  test: {
    include: ["scripts/**/*.test.mjs", "tests/*.test.mjs", "packages/*/*.test.ts", "packages/*/src/**/*.test.{ts,tsx}", "shells/*/src/**/*.test.{ts,tsx}", "remotes/*/src/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/dist/**"],
  },
});
