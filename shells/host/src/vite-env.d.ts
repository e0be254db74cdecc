/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of the remotes manifest; defaults to /remotes.json (dev: /remotes.dev.json). */
  readonly VITE_REMOTES_MANIFEST?: string;
}

/** The version of each package the shell shares with the remotes, from its build (packages/federation's sharedVersions). */
declare const __SHELL_SHARED__: Record<string, string>;

/** The names the shell holds of each package it shares only in part (packages/federation's offeredExports). */
declare const __SHELL_SHARED_EXPORTS__: Record<string, string[]>;
