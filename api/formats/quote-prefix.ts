import { createRequire } from "node:module";

/**
 * The quote-prefix style of a cell: a spreadsheet shows the text as it is (no apostrophe) and keeps
 * it text when someone edits the cell, so `=HYPERLINK(...)` never becomes a formula.
 */
export const QUOTE_PREFIX = { quotePrefix: true } as const;

interface StylesXform {
  model: { styles: string[] };
  index: { style: Record<string, number> };
  addStyleModel(model: object, cellType?: number): number;
}

// exceljs 4.4 cannot write `quotePrefix`: its styles are kept as `<xf .../>` strings, one per
// distinct style. This wraps the one method that turns a cell's style into its xf so that a style
// with quotePrefix gets an xf of its own carrying the attribute. The inquiries export test reads
// the attribute back from the file, so an exceljs upgrade that changes these internals fails it.
const require = createRequire(import.meta.url);
const { prototype } = require("exceljs/lib/xlsx/xform/style/styles-xform.js") as { prototype: StylesXform };
const addStyleModel = prototype.addStyleModel;
prototype.addStyleModel = function (this: StylesXform, model, cellType) {
  const id = addStyleModel.call(this, model, cellType);
  if (!(model as { quotePrefix?: boolean }).quotePrefix) return id;
  const xml = this.model.styles[id].replace(/^<xf /, '<xf quotePrefix="1" ');
  this.index.style[xml] ??= this.model.styles.push(xml) - 1;
  return this.index.style[xml];
};
