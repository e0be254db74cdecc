// The shared packages the shell holds only in part, and the names a front end's source takes from
// shared packages: a remote's build checks the second against the first (sharedGuard), and the
// shell checks a remote's manifest the same way before it loads it (versions.ts).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst } from "vite";

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * A node of the tree parseAst gives, walked generically: the typed union of every ESTree and
 * TS-ESTree node is too wide for a walk that reads a few fields of a few kinds.
 */
// deno-lint-ignore no-explicit-any
type AstNode = any;
/** An import's or export's name: an identifier, or a string literal (`export { x as "a-b" }`). */
const nameOf = (node: AstNode): string => node.name ?? node.value;

/** Each package shared in part, with the module that names its parts (the shell's shared copy is built from it). */
export const OFFERED_IN_PART: Readonly<Record<string, string>> = Object.freeze({
  "@tanstack/react-router": join(HERE, "offered/react-router.ts"),
  "@tanstack/react-query": join(HERE, "offered/react-query.ts"),
});

/** Package → the names the shell offers of it, for each package shared in part. */
export function offeredExports(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(OFFERED_IN_PART).map(([pkg, file]) => {
      const names = parseAst(readFileSync(file, "utf8"), { lang: "ts" }).body.flatMap((node) =>
        node.type === "ExportNamedDeclaration" ? node.specifiers.map((s) => nameOf(s.exported)) : []
      );
      return [pkg, names.sort()];
    }),
  );
}

const MODULE_FILE = /\.[cm]?[jt]sx?$/;
const LANGS: Record<string, "ts" | "tsx" | "jsx"> = { ".ts": "ts", ".mts": "ts", ".cts": "ts", ".tsx": "tsx", ".jsx": "jsx" };
const langOf = (file: string) => LANGS[MODULE_FILE.exec(file)?.[0] ?? ""] ?? "js";

/** Every node below `node`, depth first. */
function* nodesIn(node: AstNode): Generator<AstNode> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesIn(item);
    return;
  }
  if (typeof node.type === "string") yield node;
  for (const [key, value] of Object.entries(node)) if (key !== "parent" && value && typeof value === "object") yield* nodesIn(value);
}

/** The module a string names: a literal, or a template literal without expressions. */
const named = (node: AstNode): string | undefined =>
  node?.type === "Literal"
    ? node.value
    : node?.type === "TemplateLiteral" && !node.expressions.length
    ? node.quasis[0]?.value.cooked
    : undefined;

/** The module an import, re-export, `require()` or `import x = require()` names. */
const sourceOf = (node: AstNode) =>
  node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "require"
    ? named(node.arguments[0])
    : node.type === "TSImportEqualsDeclaration"
    ? named(node.moduleReference?.expression)
    : named(node.source);

/**
 * The names a module's source takes from each of `packages` at run time: `*` for the whole of one
 * (a namespace import, `export *`, a dynamic import, a `require`). Type-only imports take nothing.
 */
export function importedNames(code: string, file: string, packages: readonly string[]): Map<string, Set<string>> {
  const wanted = new Set(packages);
  const names = new Map<string, Set<string>>();
  const add = (pkg: string, name: string) => (names.get(pkg) ?? names.set(pkg, new Set()).get(pkg)!).add(name);
  for (const node of nodesIn(parseAst(code, { lang: langOf(file) }).body)) {
    const from = sourceOf(node);
    if (from === undefined || !wanted.has(from)) continue;
    if (node.type === "ImportDeclaration" && node.importKind !== "type") {
      for (const s of node.specifiers) {
        if (s.type === "ImportSpecifier" && s.importKind !== "type") add(from, nameOf(s.imported));
        else if (s.type === "ImportDefaultSpecifier") add(from, "default");
        else if (s.type === "ImportNamespaceSpecifier") add(from, "*");
      }
    } else if (node.type === "ExportNamedDeclaration" && node.exportKind !== "type") {
      for (const s of node.specifiers) if (s.exportKind !== "type") add(from, nameOf(s.local));
    } else if (node.type === "ExportAllDeclaration" && node.exportKind !== "type") add(from, "*");
    else if (node.type === "ImportExpression" || node.type === "CallExpression") add(from, "*");
    else if (node.type === "TSImportEqualsDeclaration" && node.importKind !== "type") add(from, "*");
  }
  return names;
}

/**
 * The names the module `id` of a build or dev server takes of each of `packages`: any module of
 * its own, of a workspace package or of a dependency it bundles (a dependency is handed the shell's
 * copy too); none of a generated module, nor of a package from its own files.
 */
export function namesTaken(code: string, id: string, packages: readonly string[]): Map<string, Set<string>> {
  const file = id.split("?")[0];
  const takes = packages.filter((pkg) => code.includes(pkg) && !file.includes(`/node_modules/${pkg}/`));
  return takes.length && !id.startsWith("\0") && MODULE_FILE.test(file) ? importedNames(code, file, takes) : new Map();
}
