import { expect, test } from "@playwright/test";

test("the API answers health on the same origin as the site", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", db: "ok", storage: "ok" });
});
