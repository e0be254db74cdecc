/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of the remotes manifest; defaults to /remotes.json (dev: /remotes.dev.json). */
  readonly VITE_REMOTES_MANIFEST?: string;
}

/** The version of each package the shell shares with the remotes, from its build (packages/federation's sharedVersions). */
declare const __SHELL_SHARED__: Record<string, string>;
