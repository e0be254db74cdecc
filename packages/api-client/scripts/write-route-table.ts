/**
 * Writes src/route-table.gen.ts: the run-time part of the contract's routes (method, path, access),
 * so the client calls the API without loading the routes' zod schemas. Run by Deno, which reads
 * the contract's TypeScript as it is: `npm run routes:table`. A test fails while the file is stale.
 */
import { contract, routeTable } from "@institute/api-contract";

const file = new URL("../src/route-table.gen.ts", import.meta.url).pathname;
const text =
  `// Written by packages/api-client/scripts/write-route-table.ts from @institute/api-contract (npm run routes:table); not edited by hand.
import type { RouteEntry } from "@institute/api-contract";

export const ROUTE_TABLE = ${JSON.stringify(routeTable(contract), null, 2)} as const satisfies Record<string, Record<string, RouteEntry>>;
`;
await Deno.writeTextFile(file, text);
const fmt = await new Deno.Command(Deno.execPath(), { args: ["fmt", "--quiet", file] }).output();
if (!fmt.success) throw new Error(new TextDecoder().decode(fmt.stderr));
console.log(`wrote ${file}`);
