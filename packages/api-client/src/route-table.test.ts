import { contract, routeTable } from "@institute/api-contract";
import { expect, test } from "vitest";
import { ROUTE_TABLE } from "./route-table.gen.ts";

test("the client's route table is the contract's (else: npm run routes:table)", () => {
  expect(ROUTE_TABLE).toEqual(routeTable(contract));
});
