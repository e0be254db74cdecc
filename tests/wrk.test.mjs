import { createServer } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { latencyAt, wrkRun } from "./wrk.mjs";

const BODY = "x".repeat(5000);
/** @type {import("node:http").Server} */
let server;
let base = "";
/** Each Accept-Encoding the server was sent. */
const encodings = new Set();

beforeAll(async () => {
  server = createServer((req, res) => {
    encodings.add(req.headers["accept-encoding"]);
    if (req.url === "/fails") return res.writeHead(500).end("no");
    if (req.headers["if-none-match"] === '"v1"') return res.writeHead(304, { ETag: '"v1"' }).end();
    res.writeHead(200, { "Content-Type": "text/plain", ETag: '"v1"' }).end(BODY);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  base = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test(
  "wrk's report is read: rate, requests, bytes per answer, latency in ms, the status answered and no error; asked as a browser asks",
  async () => {
    const run = await wrkRun(`${base}/page?a=1`, { connections: 4, seconds: 1 });
    expect(run).toMatchObject({ path: "/page?a=1", status: 200, errors: 0 });
    expect(run.requests).toBeGreaterThan(50);
    expect(run.rps).toBeGreaterThan(50);
    // The body and the status line and headers (a few hundred bytes).
    expect(run.bytes).toBeGreaterThan(BODY.length);
    expect(run.bytes).toBeLessThan(BODY.length + 400);
    expect(run.p50).toBeGreaterThan(0);
    expect(run.p99).toBeGreaterThanOrEqual(run.p50);
    // Every request's latency, to merge with other runs', and the ones wrk adds for the requests a
    // slow answer kept from being sent (its correction for coordinated omission).
    expect(run.latencies.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThanOrEqual(run.requests);
    expect([...encodings]).toEqual(["gzip, deflate, br"]);
  },
  30_000,
);

test("a validator is sent: the answers are 304s, headers only", async () => {
  const run = await wrkRun(`${base}/page`, { connections: 2, seconds: 1, headers: { "If-None-Match": '"v1"' } });
  expect(run).toMatchObject({ status: 304, errors: 0 });
  expect(run.bytes).toBeLessThan(200);
}, 30_000);

test("answers of 500 are counted as errors", async () => {
  const run = await wrkRun(`${base}/fails`, { connections: 2, seconds: 1 });
  expect(run.status).toBe(500);
  expect(run.errors).toBe(run.requests);
}, 30_000);

test("percentiles of runs together are over all their requests, not the worst run's", () => {
  // A run whose 1% slowest took 20 ms, beside one as long with none slow: 0.5% of all requests.
  const spiked = /** @type {[number, number][]} */ ([[1000, 99], [20_000, 1]]);
  const even = /** @type {[number, number][]} */ ([[900, 50], [1100, 50]]);
  expect(latencyAt([spiked], 0.99)).toBe(1);
  expect(latencyAt([spiked], 1)).toBe(20);
  expect(latencyAt([spiked, even], 0.99)).toBe(1.1);
  expect(latencyAt([spiked, even], 0.5)).toBe(1);
  expect(latencyAt([spiked, even], 0.25)).toBe(0.9);
});
