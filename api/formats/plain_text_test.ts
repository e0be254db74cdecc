import assert from "node:assert/strict";
import { plainText } from "./plain-text.ts";

Deno.test("plain text: each block of rich text reads as a sentence of its own, entities decoded", () => {
  assert.equal(plainText("<h2>Who we are</h2><p>Trainers since 2012.</p>"), "Who we are. Trainers since 2012.");
  assert.equal(plainText("<p>Labs &amp; <strong>mock</strong> interviews</p>"), "Labs & mock interviews");
  assert.equal(plainText("<p>Topics:</p><ul><li><p>HTML</p></li><li>CSS</li></ul>"), "Topics: HTML. CSS");
  assert.equal(plainText("First line<br>second line"), "First line. second line");
  assert.equal(plainText("<p>  spaced \n\n out  </p><p></p>"), "spaced out");
  // Markup written as text stays text: the head escapes it where it is written.
  assert.equal(plainText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"), "<script>alert(1)</script>");
  // Not closed, or not HTML at all: read as a browser would.
  assert.equal(plainText("<p>Unclosed <em>emphasis"), "Unclosed emphasis");
  assert.equal(plainText("Just text"), "Just text");
});
