import { describe, expect, it } from "vitest";
import { Id } from "./index.ts";
import { INT4_MAX, rowIdOf } from "./row-id.ts";

describe("row ids", () => {
  // The pages read their address with rowIdOf, the API its requests with Id: one rule, two readers.
  it("are read alike by the zod-free rule and the schemas' field", () => {
    const written = [
      "1",
      "7",
      "42",
      "007",
      "0",
      "-1",
      "+1",
      " 1",
      "1 ",
      "1.0",
      "1e3",
      "0x1F",
      "",
      "abc",
      "１",
      String(INT4_MAX),
      String(INT4_MAX + 1),
      "99999999999",
    ];
    for (const raw of written) {
      const parsed = Id.safeParse(raw);
      expect(rowIdOf(raw), JSON.stringify(raw)).toBe(parsed.success ? parsed.data : undefined);
    }
    expect(rowIdOf("42")).toBe(42);
    expect(rowIdOf(String(INT4_MAX))).toBe(INT4_MAX);
    expect(rowIdOf(String(INT4_MAX + 1))).toBeUndefined();
  });
});
