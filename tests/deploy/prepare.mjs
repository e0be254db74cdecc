// `node tests/deploy/prepare.mjs`: what the deployment test needs before it builds anything of
// ours, made ahead: the Docker engine (installed and started when missing) and the stand-in base
// images. It waits on Debian's mirrors more than on the CPU, so CI runs it beside `npm test`
// (.ci/run); the deployment test then finds it done, and removes those stand-ins when it ends.
import { ensureEngine } from "./engine.mjs";
import { prepareStandins } from "./standins.mjs";

const started = Date.now();
prepareStandins(await ensureEngine());
console.log(`deployment prepared in ${Math.round((Date.now() - started) / 1000)} s`);
