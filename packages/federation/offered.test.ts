import { describe, expect, it } from "vitest";
import { importedNames, namesTaken, OFFERED_IN_PART, offeredExports } from "./offered.ts";

const PACKAGES = ["@tanstack/react-router", "react"];
const taken = (code, file = "x.tsx") =>
  Object.fromEntries([...importedNames(code, file, PACKAGES)].map(([pkg, names]) => [pkg, [...names].sort()]));

describe("offered parts", () => {
  it("lists what each module naming a package's parts really exports", async () => {
    const listed = offeredExports();
    expect(Object.keys(listed).sort()).toEqual(Object.keys(OFFERED_IN_PART).sort());
    for (const [pkg, file] of Object.entries(OFFERED_IN_PART)) {
      const module = await import(file);
      expect(listed[pkg], pkg).toEqual(Object.keys(module).sort());
      expect(listed[pkg].length, pkg).toBeGreaterThan(0);
      for (const name of listed[pkg]) expect(module[name], `${pkg} ${name}`).toBeDefined();
    }
  });
});

describe("importedNames", () => {
  it("takes the names imported and re-exported at run time, under their own names", () => {
    expect(
      taken(`import { Link as L, useNavigate } from "@tanstack/react-router";
        import React, { useState } from "react";
        export { Outlet } from "@tanstack/react-router";
        export { Navigate as default, "a-name" as b } from "@tanstack/react-router";`),
    ).toEqual({ "@tanstack/react-router": ["Link", "Navigate", "Outlet", "a-name", "useNavigate"], react: ["default", "useState"] });
  });

  it("leaves type-only imports out", () => {
    expect(
      taken(`import type { RouterHistory } from "@tanstack/react-router";
        import { type AnyRoute, redirect } from "@tanstack/react-router";
        export type { LinkProps } from "@tanstack/react-router";
        export type * from "@tanstack/react-router";
        import type R = require("@tanstack/react-router");`),
    ).toEqual({ "@tanstack/react-router": ["redirect"] });
  });

  it("counts a namespace import, export *, a dynamic import and a require as the whole package", () => {
    const whole = { "@tanstack/react-router": ["*"] };
    expect(taken(`import * as Router from "@tanstack/react-router"; Router.Link;`)).toEqual(whole);
    expect(taken(`export * from "@tanstack/react-router";`, "x.js")).toEqual(whole);
    expect(taken(`export * as Router from "@tanstack/react-router";`, "x.js")).toEqual(whole);
    expect(taken("async function f() { return (await import(`@tanstack/react-router`)).Link; }", "x.js")).toEqual(whole);
    expect(taken(`const { Link } = require("@tanstack/react-router");`, "x.cjs")).toEqual(whole);
    expect(taken(`import Router = require("@tanstack/react-router");`, "x.ts")).toEqual(whole);
  });

  it("takes nothing of an import for its effects alone", () => {
    expect(taken(`import "@tanstack/react-router";`)).toEqual({});
  });

  it("ignores other packages and a package's subpaths", () => {
    expect(taken(`import { z } from "zod"; import { jsx } from "react/jsx-runtime";`)).toEqual({});
  });
});

describe("namesTaken", () => {
  const code = `import { Link } from "@tanstack/react-router";`;
  const read = (id) => Object.fromEntries([...namesTaken(code, id, PACKAGES)].map(([pkg, names]) => [pkg, [...names]]));

  it("reads a front end's modules, a query suffix aside, and the dependencies it bundles", () => {
    expect(read("/w/remotes/public/src/App.tsx?v=1")).toEqual({ "@tanstack/react-router": ["Link"] });
    expect(read("/w/node_modules/some-router-addon/dist/index.js")).toEqual({ "@tanstack/react-router": ["Link"] });
  });

  it("skips generated modules, other files and a package's own files", () => {
    expect(read("\0virtual:mf:loadShare.js")).toEqual({});
    expect(read("/w/remotes/public/src/App.css")).toEqual({});
    expect(read("/w/node_modules/@tanstack/react-router/dist/esm/index.js")).toEqual({});
  });
});
