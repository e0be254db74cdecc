// The cheap-attacks phase's flood, in a thread of its own (cheap-attacks.mjs): 40 lanes of guessed
// reset links, each from address after address, until told to stop; then it posts how many it sent.
import { parentPort, workerData } from "node:worker_threads";

let flooding = true;
let sent = 0;
parentPort?.once("message", () => (flooding = false));
const lane = async (/** @type {number} */ n) => {
  while (flooding) {
    await fetch(`${workerData.base}/api/students/reset-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Real-IP": `10.21.${n}.${sent++ % 250}` },
      body: JSON.stringify({ token: "B".repeat(43), newPassword: "a new passphrase 9" }),
    }).then((r) => r.arrayBuffer(), () => {});
  }
};
await Promise.all(Array.from({ length: 40 }, (_, n) => lane(n)));
parentPort?.postMessage(sent);
