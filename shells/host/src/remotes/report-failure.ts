import { api } from "@institute/api-client";
import type { RemoteName } from "@institute/routes";
import { registeredRelease, RemoteLoadError } from "./registry";

const reported = new Set<RemoteName>();

/**
 * Tells the API that a remote failed in this browser, once per page load and remote, so the team
 * that owns it sees its release break pages (the console's Activity page). `build` is the loaded
 * build's own id; a remote that never loaded is named by the release the runtime manifest points at.
 * Best effort: reporting must never add a failure of its own.
 */
export function reportRemoteFailure(remote: RemoteName, error: Error, build: string | undefined): void {
  if (reported.has(remote)) return;
  reported.add(remote);
  const load = error instanceof RemoteLoadError;
  void api.clientErrors.report({
    json: {
      remote,
      build: (build ?? registeredRelease(remote)).slice(0, 64),
      route: location.pathname,
      kind: load ? "load" : "render",
      message: error.message.slice(0, 1000),
      stack: (error.stack ?? "").slice(0, 8000),
    },
  }).catch(() => {});
}
