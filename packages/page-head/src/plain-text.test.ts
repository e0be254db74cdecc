import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text.ts";

describe("plain text", () => {
  it("reads each block of rich text as a sentence of its own, entities decoded", () => {
    expect(plainText("<h2>Who we are</h2><p>Trainers since 2012.</p>")).toBe("Who we are. Trainers since 2012.");
    expect(plainText("<p>Labs &amp; <strong>mock</strong> interviews</p>")).toBe("Labs & mock interviews");
    expect(plainText("<p>Topics:</p><ul><li><p>HTML</p></li><li>CSS</li></ul>")).toBe("Topics: HTML. CSS");
    expect(plainText("First line<br>second line")).toBe("First line. second line");
    expect(plainText("<p>  spaced \n\n out  </p><p></p>")).toBe("spaced out");
    // Markup written as text stays text: the head escapes it where it is written.
    expect(plainText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<script>alert(1)</script>");
    // Not closed, or not HTML at all: read as a browser would.
    expect(plainText("<p>Unclosed <em>emphasis")).toBe("Unclosed emphasis");
    expect(plainText("Just text")).toBe("Just text");
  });
});
