import assert from "node:assert/strict";
import { shellTemplate } from "./shell-template.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="placeholder" />
    <title>Institute</title>
    <script defer src="/first-screen.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <svg><title>Not the page's title</title></svg>
    <div id="root"></div>
  </body>
</html>`;

Deno.test("shell template: the built head less its placeholders and code, the code apart, the root drawable", () => {
  const shell = shellTemplate(INDEX);
  assert.equal(shell.lang, "en");
  assert.deepEqual(shell.head, [
    { tag: "meta", attributes: { charset: "UTF-8" }, text: "" },
    { tag: "link", attributes: { rel: "stylesheet", crossorigin: "", href: "/assets/index-1.css" }, text: "" },
  ]);
  assert.deepEqual(shell.entry?.attributes, { type: "module", crossorigin: "", src: "/assets/index-abc.js" });
  assert.deepEqual(shell.preloads.map((p) => p.attributes.href), ["/assets/utils-1.js"]);
  assert.equal(shell.starter?.attributes.src, "/first-screen.js");
  assert.ok(shell.drawable);
});

Deno.test("shell template: a shell without the starter has none, one without an empty root takes no drawing, an implied head still has its parts", () => {
  assert.equal(shellTemplate(INDEX.replace('<script defer src="/first-screen.js"></script>', "")).starter, undefined);
  assert.equal(shellTemplate(INDEX.replace('<div id="root"></div>', '<div id="root"><p>static</p></div>')).drawable, false);
  const implied = shellTemplate(
    `<!doctype html><title>T</title><style>p{}</style><script type="module" src="/a.js"></script><div id="root"></div>`,
  );
  assert.deepEqual(implied.head, [{ tag: "style", attributes: {}, text: "p{}" }]);
  assert.equal(implied.entry?.attributes.src, "/a.js");
  assert.equal(implied.lang, undefined);
});
