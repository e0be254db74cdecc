/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of the remotes manifest; defaults to /remotes.json (dev: /remotes.dev.json). */
  readonly VITE_REMOTES_MANIFEST?: string;
}
