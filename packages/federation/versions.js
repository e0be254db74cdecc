// Shared-package versions, checked at a remote's build (sharedGuard) and in the shell before it
// loads a remote (its manifest's `shared` ranges against what the shell provides). Plain and
// dependency-free: it runs in Node and in the browser.

/**
 * Whether `version` meets `range`: caret ranges (^19.2.0) and `*`, the forms the shared map uses;
 * of any other range only the major is compared.
 */
export function meets(version, range) {
  if (!range || range === "*") return true;
  const parts = (text) => (/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? /(\d+)/.exec(text) ?? []).slice(1).map(Number);
  const [have, need] = [parts(version), parts(range)];
  if (have[0] !== need[0]) return false;
  if (!range.startsWith("^")) return true;
  for (let i = 1; i < need.length; i++) if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i];
  return true;
}

/** The package a shared module belongs to: react/jsx-runtime is shared as part of react. */
const packageOf = (name) => name.split("/").slice(0, name.startsWith("@") ? 2 : 1).join("/");

/** What a container needs that `offered` (package → version) cannot give, one sentence each. */
export function unmetShared(needed, offered) {
  return needed.flatMap(({ name, requiredVersion }) => {
    const version = offered[name] ?? offered[packageOf(name)];
    if (!version) return [`the shell does not share ${name}`];
    return meets(version, requiredVersion) ? [] : [`${name} ${requiredVersion} is needed; the shell shares ${version}`];
  });
}
