// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { type Column, paginate, search } from "./DataTable";

const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, email: `p${i + 1}@example.com` }));
const columns: Column<(typeof rows)[number]>[] = [{ header: "Name", text: (r) => r.name }, { header: "Email", text: (r) => r.email }];

describe("paginate", () => {
  it("cuts pages of 20 and clamps the page number", () => {
    expect(paginate(rows, 1)).toMatchObject({ pages: 3, page: 1 });
    expect(paginate(rows, 3).rows.map((r) => r.id)).toEqual([41, 42, 43, 44, 45]);
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate(rows, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ pages: 1, page: 1, rows: [] });
  });
});

describe("search", () => {
  it("matches every word across columns, ignoring case", () => {
    expect(search(rows, columns, "  ")).toHaveLength(45);
    expect(search(rows, columns, "person 4").map((r) => r.id)).toEqual([4, 14, 24, 34, 40, 41, 42, 43, 44, 45]);
    expect(search(rows, columns, "P12@EXAMPLE").map((r) => r.id)).toEqual([12]);
    expect(search(rows, columns, "person nobody")).toEqual([]);
  });
});
