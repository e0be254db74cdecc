import type { ComponentType } from "react";
import type { Plugin, UserConfig } from "vite";

export type RemoteName = "public" | "portal" | "admin";

/**
 * The shell's contract for every remote's `./App`: a component without props, and the name of its
 * build. Each remote checks its own against it (src/app/contract.ts, in its typecheck); the shell's
 * loadRemote is typed by the remotes' generated types, so a remote that breaks it fails both.
 */
export interface RemoteAppModule {
  default: ComponentType;
  build?: string;
  /**
   * Loads what the first render of the page at a path needs (its screen's code), so that it draws
   * the page whole: the shell awaits it before it replaces a page the server drew.
   */
  preload?: (pathname: string) => Promise<void>;
}

export declare const REMOTE_NAMES: readonly RemoteName[];

/** Ports of the dev servers started by scripts/dev.mjs. */
export declare const DEV_PORTS: Readonly<Record<"shell" | RemoteName, number>>;

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  /** The module the shell's copy is built from: for a package shared in part, the one naming its parts. */
  import?: string | false;
  /** The version this container provides; the installed one unless given. */
  version?: string;
}

/** A fresh copy of the shared-singleton map (the plugin mutates what it is given), with single packages changed. */
export declare function sharedSingletons(overrides?: Record<string, Partial<SharedSingleton>>): Record<string, SharedSingleton>;

/** The version each shared package has in this container: the one given, else the installed one. */
export declare function sharedVersions(shared?: Record<string, SharedSingleton>): Record<string, string>;

/**
 * The shell's build emits shared.json: each shared package with the version it provides, the range
 * it asks for and, for a package shared in part, the names it holds (`exports`).
 */
export declare function publishShared(shared?: Record<string, SharedSingleton>): Plugin;

/**
 * Fails a remote's build when the shell's published shared.json (SHELL_SHARED, or the local shell
 * build) cannot meet its ranges, or lacks a name the remote's code takes of a package shared in part;
 * writes those names into the remote's manifest (`importedNames`) for the shell's own check.
 */
export declare function sharedGuard(
  name: RemoteName,
  shared: Record<string, SharedSingleton>,
): Plugin;

/** The names the shell holds of each package it shares only in part (offered/*.js). */
export declare function offeredExports(): Record<string, string[]>;

export interface RemoteTypeUrl {
  alias: RemoteName;
  zip: string;
  api: string;
}

/** Where each remote's generated types are, for the shell's `dts.consumeTypes.remoteTypeUrls`. */
export declare function remoteTypeUrls(originOf: (name: RemoteName) => string): Record<RemoteName, RemoteTypeUrl>;

/** Complete Vite config of a remote, built from its own directory; `sharedOverrides` as for sharedSingletons. */
export declare function remoteViteConfig(
  name: RemoteName,
  options?: { sharedOverrides?: Record<string, Partial<SharedSingleton>> },
): UserConfig;

/** Writes a brotli copy (`<file>.br`) beside each text file of a build, for the API to send. */
export declare function brotliCopies(): Plugin;
/** Writes each chunk's modules and their bytes into the build's .vite/chunk-contents.json. */
export declare function chunkContents(): Plugin;

/** Dev only: what each dev server pre-bundles at start, so no first page reloads. */
export declare const DEV_PREBUNDLED: readonly string[];

/** The Vite config of a front end's server render (`vite build --ssr`): `entry` bundled for the API to import. */
export declare function serverRenderConfig(entry: string): UserConfig;
