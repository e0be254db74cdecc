/** Whether a version meets a range of the forms the shared map uses (^x.y.z, *). */
export declare function meets(version: string, range: string | undefined): boolean;

/** A shared package as a container needs it: the range it accepts and the names its code takes (`*`: all of it). */
export interface SharedNeed {
  name: string;
  requiredVersion?: string;
  importedNames?: string[];
}

/** What the names `used` of package `name` need that `offered` (its parts; all of it when absent) lacks, one sentence each. */
export declare function missingParts(name: string, used: readonly string[] | undefined, offered: readonly string[] | undefined): string[];

/**
 * What a container needs that the shell cannot give, one sentence each: `offered` maps a package to
 * its version, `offeredExports` a package shared only in part to the names it holds.
 */
export declare function unmetShared(
  needed: SharedNeed[],
  offered: Record<string, string>,
  offeredExports?: Record<string, readonly string[]>,
): string[];
