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
  </head>
  <body>
    <svg><title>Kept: not the page's title</title></svg>
    <div id="root"></div>
  </body>
</html>`;

Deno.test("shell template: a page is the built file's own text, its placeholders out and the page's parts in", () => {
  const shell = shellTemplate(INDEX);
  assert.equal(shell.heldEntry, "/assets/index-abc.js");
  assert.deepEqual(shell.preloads, ['<link rel="modulepreload" crossorigin href="/assets/utils-1.js">']);
  assert.ok(shell.drawable);
  const top = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />`;
  const body = `
  <body>
    <svg><title>Kept: not the page's title</title></svg>
    <div id="root">`;
  assert.equal(
    shell.write("<HEAD/>", "<DRAWN/>", true),
    `${top}
    <script defer src="/first-screen.js"></script>
<HEAD/>
  </head>${body}<DRAWN/></div>
  </body>
</html>`,
  );
  assert.equal(
    shell.write("<HEAD/>", null, false),
    `${top}
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-1.js">
<HEAD/>
  </head>${body}</div>
  </body>
</html>`,
  );
});

Deno.test("shell template: a shell without the starter holds no code, one without an empty root takes no drawing, an implied head still gets its parts", () => {
  const unstarted = shellTemplate(INDEX.replace('<script defer src="/first-screen.js"></script>', ""));
  assert.equal(unstarted.heldEntry, undefined);
  const filled = shellTemplate(INDEX.replace('<div id="root"></div>', '<div id="root"><p>static</p></div>'));
  assert.equal(filled.drawable, false);
  assert.ok(!filled.write("", "<DRAWN/>", false).includes("<DRAWN/>"));
  const implied = shellTemplate(`<!doctype html><title>T</title><script type="module" src="/a.js"></script><div id="root"></div>`);
  assert.equal(
    implied.write("<HEAD/>", null, false),
    `<!doctype html><script type="module" src="/a.js"></script>\n<HEAD/>\n  <div id="root"></div>`,
  );
});
