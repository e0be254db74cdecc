export {
  ApiError,
  download,
  isUnavailable,
  LOGIN_PATH,
  NETWORK_ERROR,
  request,
  type RequestOptions,
  type Role,
  UNAUTHORIZED_EVENT,
  UNAVAILABLE_EVENT,
} from "./http.ts";
export { api, call, callPage, changePassword, endSession, type Input, type Output } from "./calls.ts";
export { uploadUrl } from "@institute/schemas";
/**
 * The routes' run-time part (method, path, access): what a screen may list about the API itself
 * (the activity log's filters). Their names in the log are `@institute/api-client/route-names`.
 */
export { ROUTE_TABLE } from "./route-table.gen.ts";
export type { RouteName } from "@institute/api-contract";
export { formBody } from "./form-body.ts";
/** What the server handed this page (its first screen's reads, the remotes' registry), taken once. */
export { hydrateHandedQueries, pageData } from "./page-data.ts";
export { headRead, isHeadRead, type ListParams, pageReads, queries } from "./queries.ts";
