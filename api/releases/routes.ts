import { releases } from "@institute/api-contract";
import { RELEASE_MAX_BYTES, RELEASE_MAX_FILES, type Remote } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { fieldError } from "../http/validation.ts";
import {
  activeBuilds,
  findRelease,
  insertRelease,
  listReleases,
  pruneReleases,
  releaseIdUsed,
  releasesBefore,
  setActive,
} from "./queries.ts";
import { releaseProblem, removeReleaseFiles, storeReleaseFiles } from "./release-files.ts";

/** The whole build, plus room for the multipart framing of each of its files. */
const UPLOAD_LIMIT = RELEASE_MAX_BYTES + RELEASE_MAX_FILES * 1024;

/** Each remote's releases: uploaded, listed, switched and rolled back by an admin (the CLI: scripts/remote.mjs). */
export const releaseRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);

  /** The release to switch to, checked: a missing one is a 404, one the shell could not load a 409 with the reason. */
  async function loadable(remote: Remote, build: string) {
    const release = await findRelease(deps.sql, remote, build);
    if (!release) throw new HttpError(404, `The ${remote} remote has no release ${build}`);
    const problem = await releaseProblem(deps.storage, release);
    if (problem) throw new HttpError(409, `Release ${build} of the ${remote} remote cannot be made active: ${problem}`);
    return release;
  }

  const switched = (remote: Remote, build: string | null, verb: string) => ({
    message: build ? `The ${remote} remote ${verb} release ${build}` : `The ${remote} remote ${verb} its deployed build`,
    remote,
    build,
  });

  return router()
    .openapi(route(releases.routes.list), async (c) => c.json(await listReleases(deps.sql), 200))
    .openapi(route(releases.routes.upload, { maxBodyBytes: UPLOAD_LIMIT }), async (c) => {
      const { remote } = c.req.valid("param");
      const { build, paths, files } = c.req.valid("form");
      if (paths.length !== files.length) throw fieldError("paths", `must name each of the ${files.length} files sent`);
      if (files.reduce((sum, f) => sum + f.size, 0) > RELEASE_MAX_BYTES) {
        throw new HttpError(413, `A release may hold at most ${RELEASE_MAX_BYTES / 1024 / 1024} MiB`);
      }
      // An id is never used twice, a pruned release's neither: what was cached of it stays its own.
      const taken = () =>
        new HttpError(409, `The ${remote} remote already has, or had, a release ${build}`, [{ path: "build", message: "is taken" }]);
      if (await releaseIdUsed(deps.sql, remote, build)) throw taken();
      const stored = { remote, build, files: await storeReleaseFiles(deps.storage, remote, build, paths, files) };
      const release = await insertRelease(deps.sql, stored, c.var.user.name);
      // Another upload of the same id won the race: its row names the objects both wrote, which hold its files now.
      if (!release) throw taken();
      for (const old of await pruneReleases(deps.sql, remote, deps.config.RELEASES_KEPT)) await removeReleaseFiles(deps.storage, old);
      deps.log.info("release stored", { remote, build, files: files.length });
      return c.json(release, 201);
    })
    .openapi(route(releases.routes.activate, { use: [deps.cache.writes("releases")] }), async (c) => {
      const { remote } = c.req.valid("param");
      const { build } = c.req.valid("json");
      if (build !== null) await loadable(remote, build);
      if (!(await setActive(deps.sql, remote, build))) throw new HttpError(404, `The ${remote} remote has no release ${build}`);
      deps.log.info("release activated", { remote, build });
      return c.json(switched(remote, build, "now serves"), 200);
    })
    .openapi(route(releases.routes.rollback, { use: [deps.cache.writes("releases")] }), async (c) => {
      const { remote } = c.req.valid("param");
      const current = (await activeBuilds(deps.sql))[remote];
      if (!current) throw new HttpError(409, `The ${remote} remote serves its deployed build: there is no earlier release to roll back to`);
      // The newest earlier release the shell can load; a release once refused is passed over.
      let build: string | null = null;
      for (const candidate of await releasesBefore(deps.sql, remote, current)) {
        const release = await findRelease(deps.sql, remote, candidate);
        if (release && !(await releaseProblem(deps.storage, release))) {
          build = candidate;
          break;
        }
      }
      if (!(await setActive(deps.sql, remote, build))) {
        throw new HttpError(409, `Release ${build} of the ${remote} remote was pruned meanwhile: roll back again`);
      }
      deps.log.info("release rolled back", { remote, from: current, to: build });
      return c.json(switched(remote, build, "rolled back to"), 200);
    });
};
