// A flood of guessed reset links, in a thread of its own (tests/load.mjs, besideResetFlood): 40
// lanes, each request from the next of many addresses (the API trusts X-Real-IP), until told to
// stop; then it posts how many it sent and how each was answered.
import { parentPort, workerData } from "node:worker_threads";

let flooding = true;
let sent = 0;
/** @type {Record<number, number>} */
const statuses = {};
parentPort?.once("message", () => (flooding = false));
const lane = async (/** @type {number} */ n) => {
  while (flooding) {
    const status = await fetch(`${workerData.base}/api/students/reset-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Real-IP": `10.21.${n}.${sent++ % 250}` },
      body: JSON.stringify({ token: "B".repeat(43), newPassword: "a new passphrase 9" }),
    }).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
};
await Promise.all(Array.from({ length: 40 }, (_, n) => lane(n)));
parentPort?.postMessage({ sent, statuses });
