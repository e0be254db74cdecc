import type { UserConfig } from "vite";

export type RemoteName = "public" | "portal" | "admin";

export declare const REMOTE_NAMES: readonly RemoteName[];

/** Ports of the dev servers started by scripts/dev.mjs. */
export declare const DEV_PORTS: Readonly<Record<"shell" | RemoteName, number>>;

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
}

/** A fresh copy of the shared-singleton map (the plugin mutates what it is given). */
export declare function sharedSingletons(): Record<string, SharedSingleton>;

export interface RemoteTypeUrl {
  alias: RemoteName;
  zip: string;
  api: string;
}

/** Where each remote's generated types are, for the shell's `dts.consumeTypes.remoteTypeUrls`. */
export declare function remoteTypeUrls(originOf: (name: RemoteName) => string): Record<RemoteName, RemoteTypeUrl>;

/** Complete Vite config of a remote, built from its own directory. */
export declare function remoteViteConfig(name: RemoteName): UserConfig;
