/** Whether a version meets a range of the forms the shared map uses (^x.y.z, *). */
export declare function meets(version: string, range: string | undefined): boolean;

/** What a container needs that `offered` (package → version) cannot give, one sentence each. */
export declare function unmetShared(needed: { name: string; requiredVersion?: string }[], offered: Record<string, string>): string[];
