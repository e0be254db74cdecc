import { contract, routeNames, routeTable } from "@institute/api-contract";
import { expect, test } from "vitest";
import { ROUTE_NAMES } from "./route-names.gen.ts";
import { ROUTE_TABLE } from "./route-table.gen.ts";

test("the client's route tables are the contract's (else: npm run routes:table)", () => {
  expect(ROUTE_TABLE).toEqual(routeTable(contract));
  expect(ROUTE_NAMES).toEqual(routeNames(contract));
});
