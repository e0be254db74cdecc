import { defineConfig } from "vitest/config";

// Front-end and tooling unit tests; the API has its own `deno test` suite.
export default defineConfig({
  test: {
    include: ["scripts/**/*.test.mjs", "tests/*.test.mjs", "packages/*/*.test.ts", "packages/*/src/**/*.test.{ts,tsx}", "shells/*/src/**/*.test.{ts,tsx}", "remotes/*/src/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    // Worker threads rather than processes: the suite's CPU is most of it each file's set-up
    // (its environment and imports), and in threads it took 34 CPU-seconds against 42. Files stay
    // isolated from each other: without it 17 tests failed on what an earlier file left.
    pool: "threads",
  },
});
