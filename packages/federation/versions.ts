// Shared-package versions and parts, checked at a remote's build (sharedGuard) and in the shell
// before it loads a remote (its manifest's `shared` ranges and names against what the shell
// provides). Dependency-free: it runs in a build and in the browser.

/** A shared package as a container needs it: the range it accepts and the names its code takes (`*`: all of it). */
export interface SharedNeed {
  name: string;
  requiredVersion?: string;
  importedNames?: string[];
}

/**
 * Whether `version` meets `range`: caret ranges (^19.2.0) and `*`, the forms the shared map uses;
 * of any other range only the major is compared.
 */
export function meets(version: string, range: string | undefined): boolean {
  if (!range || range === "*") return true;
  const parts = (text: string) => (/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? /(\d+)/.exec(text) ?? []).slice(1).map(Number);
  const [have, need] = [parts(version), parts(range)];
  if (have[0] !== need[0]) return false;
  if (!range.startsWith("^")) return true;
  for (let i = 1; i < need.length; i++) if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i];
  return true;
}

/** The package a shared module belongs to: react/jsx-runtime is shared as part of react. */
const packageOf = (name: string) => name.split("/").slice(0, name.startsWith("@") ? 2 : 1).join("/");

/** What `used` names of a package offered only as `offered` (all of it when absent) cannot give. */
export function missingParts(name: string, used: readonly string[] | undefined, offered: readonly string[] | undefined): string[] {
  // A release built before remotes listed their parts is checked for its range alone.
  if (!offered || !Array.isArray(used)) return [];
  if (used.includes("*")) return [`the shell shares only named parts of ${name}, not the whole of it`];
  const missing = used.filter((part) => !offered.includes(part));
  return missing.length ? [`the shell's ${name} does not hold ${missing.join(", ")}`] : [];
}

/**
 * What a container needs that the shell cannot give, one sentence each: `offered` maps each shared
 * package to its version, `offeredExports` each package shared only in part to the names it holds
 * (a need's `importedNames`, the names its code takes, are checked against them).
 */
export function unmetShared(
  needed: SharedNeed[],
  offered: Record<string, string>,
  offeredExports: Record<string, readonly string[]> = {},
): string[] {
  return needed.flatMap(({ name, requiredVersion, importedNames }) => {
    const version = offered[name] ?? offered[packageOf(name)];
    if (!version) return [`the shell does not share ${name}`];
    if (!meets(version, requiredVersion)) return [`${name} ${requiredVersion} is needed; the shell shares ${version}`];
    return missingParts(name, importedNames, offeredExports[name]);
  });
}
