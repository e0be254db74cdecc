/**
 * Writes the run-time part of the contract's routes, so the client calls the API without loading
 * the routes' zod schemas: src/route-table.gen.ts (method, path, access: every front end's calls)
 * and src/route-names.gen.ts (how the activity log names each route: the console's alone). Run by
 * Deno, which reads the contract's TypeScript as it is: `npm run routes:table`. A test fails while
 * either file is stale.
 */
import { contract, routeNames, routeTable } from "@institute/api-contract";

const tables = [
  { file: "route-table.gen.ts", name: "ROUTE_TABLE", type: "RouteEntry", value: routeTable(contract) },
  { file: "route-names.gen.ts", name: "ROUTE_NAMES", type: "RouteName", value: routeNames(contract) },
];
for (const { file, name, type, value } of tables) {
  const path = new URL(`../src/${file}`, import.meta.url).pathname;
  await Deno.writeTextFile(
    path,
    `// Written by packages/api-client/scripts/write-route-table.ts from @institute/api-contract (npm run routes:table); not edited by hand.
import type { ${type} } from "@institute/api-contract";

export const ${name} = ${JSON.stringify(value, null, 2)} as const satisfies Record<string, Record<string, ${type}>>;
`,
  );
  const fmt = await new Deno.Command(Deno.execPath(), { args: ["fmt", "--quiet", path] }).output();
  if (!fmt.success) throw new Error(new TextDecoder().decode(fmt.stderr));
  console.log(`wrote ${path}`);
}
