import assert from "node:assert/strict";
import { isAllowedHref } from "@institute/rich-text";
import { sanitizeRichText } from "./rich-text.ts";

Deno.test("rich text: scripts, handlers, styles and frames are removed", async () => {
  const dirty =
    `<h2 onclick="steal()">Title</h2><script>alert(1)</script><p style="color:red">Hi <img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><strong>there</strong></p>`;
  assert.equal(await sanitizeRichText(dirty), "<h2>Title</h2><p>Hi <strong>there</strong></p>");
});

Deno.test("rich text: links keep http, https, mailto and tel; any other protocol becomes an empty address", async () => {
  const html = await sanitizeRichText(
    `<a href="https://a.example">a</a><a href="mailto:x@y.z">m</a><a href="tel:+911234567890">t</a><a href="/courses">r</a>` +
      `<a href="javascript:alert(1)">j</a><a href="java\tscript:alert(1)">k</a><a href="data:text/html,x">d</a><a href="ftp://f.example">f</a>`,
  );
  assert.equal(
    html,
    `<a href="https://a.example">a</a><a href="mailto:x@y.z">m</a><a href="tel:+911234567890">t</a><a href="/courses">r</a>` +
      `<a href="">j</a><a href="">k</a><a href="">d</a><a href="">f</a>`,
  );
});

Deno.test("rich text: links that open a new tab cannot reach their opener", async () => {
  assert.equal(
    await sanitizeRichText(`<a href="https://x.example" target="_top" rel="opener">x</a>`),
    `<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>`,
  );
});

Deno.test("rich text: no attribute value holds < or >, so no later reading of the HTML can take them for tags", async () => {
  // The second review's payload: a title whose text looks like a button, a refresh and an image.
  const payload =
    `<p><a href="https://example.com/<x>" title="<button x><meta http-equiv=refresh content='1;url=https://attacker.example/'>` +
    `<img src=/favicon.svg onerror=alert(1)>">more</a></p>`;
  const html = await sanitizeRichText(payload);
  const attributes = [...html.matchAll(/="([^"]*)"/g)].map((m) => m[1]);
  assert.ok(attributes.length >= 2, html);
  assert.ok(attributes.every((value) => !/[<>]/.test(value)), html);
  assert.match(html, /href="https:\/\/example\.com\/%3Cx%3E"/);
  assert.match(html, /title="‹button x›‹meta http-equiv=refresh/);
  assert.equal((html.match(/</g) ?? []).length, 4, "only the p and a tags, opened and closed");
});

Deno.test("rich text: isAllowedHref", () => {
  for (const ok of ["http://a", "HTTPS://a", "mailto:a@b", "tel:123", "/x", "#top", "page.html"]) assert.equal(isAllowedHref(ok), true, ok);
  for (const bad of ["javascript:x", " JavaScript:x", "vbscript:x", "data:x", "file:///etc/passwd", "blob:x"]) {
    assert.equal(isAllowedHref(bad), false, bad);
  }
});
