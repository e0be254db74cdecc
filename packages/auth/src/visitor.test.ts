// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { keepVisitorId, visitorId } from "./visitor.ts";

describe("the visitor number", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("lives in the browser session until the visitor has seen the privacy notice, then is kept, the same number", () => {
    const id = visitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(visitorId()).toBe(id);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.values(sessionStorage)).toEqual([id]);

    keepVisitorId();
    expect(Object.values(localStorage)).toEqual([id]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(visitorId()).toBe(id);
  });

  it("takes a number kept before the notice existed back into the session, and drops a malformed one", () => {
    localStorage.setItem("institute.visitor.id", "an-older-visitor-number");
    expect(visitorId()).toBe("an-older-visitor-number");
    expect(Object.keys(localStorage)).toEqual([]);

    sessionStorage.clear();
    localStorage.setItem("institute.visitor.id", "<script>");
    expect(visitorId()).not.toBe("<script>");
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
