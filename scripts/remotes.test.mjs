import { REMOTES as DECLARED } from "@institute/routes";
import { expect, it } from "vitest";
import { REMOTES } from "./remotes.mjs";

it("the scripts' remotes are the workspaces under remotes/, and those are the ones @institute/routes declares", () => {
  expect(REMOTES).toEqual([...DECLARED].sort());
});
