import { z } from "zod";
import {
  ActivationAnswer,
  ActiveRelease,
  ClientErrorReport,
  ClientErrorSummary,
  MessageBody,
  Release,
  ReleaseUpload,
  RemoteParam,
} from "@institute/schemas";
import { formBody, json, jsonBody, listAll, readWhole, resource, route } from "./define.ts";

export const releases = resource({
  name: "Releases",
  one: "remote",
  description:
    `Each remote's releases: a build uploaded under its own id stays served at /remotes/releases/{remote}/{build}/ (the newest RELEASES_KEPT, 5 by default, and the active one are kept), and /remotes.json names the active release of each remote, or the build the remote was deployed with while none is active. Switching is one write, validated first. \`npm run remote\` drives these routes.`,
}, {
  list: listAll("admin", "/api/releases", "List every remote's kept releases, newest first", Release, "Releases"),
  upload: route("post", "/api/releases/{remote}", "admin", {
    summary:
      "Upload a build as a new release (not yet active): `build` its id, `files` the build's files (repeated) and `paths` their paths in the same order; 409 when the id is taken",
    request: { params: RemoteParam, body: formBody(ReleaseUpload) },
    responses: { 201: json(Release, "Stored") },
    errors: [400, 409, 413],
  }),
  activate: route("put", "/api/releases/{remote}/active", "admin", {
    summary:
      "Make a release active (null: the deployed build). Refused with 409 and the reason, changing nothing, when its manifest does not load or does not expose ./App; 404 for an unknown release",
    request: { params: RemoteParam, body: jsonBody(ActiveRelease) },
    responses: { 200: json(ActivationAnswer, "Active") },
    errors: [400, 404, 409],
  }),
  rollback: route("post", "/api/releases/{remote}/rollback", "admin", {
    summary:
      "Make the release before the active one active (the deployed build after the oldest kept release); 409 when the deployed build is already live",
    request: { params: RemoteParam },
    responses: { 200: json(ActivationAnswer, "Rolled back") },
    errors: [400, 409],
  }),
});

export const clientErrors = resource({
  name: "Client errors",
  description:
    "What visitors' browsers report when a remote fails to load or throws while rendering (once per page view and remote), so a team learns that its release broke pages.",
}, {
  report: route("post", "/api/client-errors", "public", {
    summary:
      "Report a remote's failure: remote, build, route, message and stack; the user agent is read from the request. Rate-limited per address",
    request: { body: jsonBody(ClientErrorReport) },
    responses: { 202: json(MessageBody, "Recorded") },
    errors: [400, 429],
  }),
  summary: readWhole(
    "admin",
    "/api/admin/client-errors",
    "Errors of the last 24 hours per remote and build, most recent first",
    z.array(ClientErrorSummary),
    "Errors per remote and build",
  ),
});
