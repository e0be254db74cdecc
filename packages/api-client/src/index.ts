export { ApiError, download, LOGIN_PATH, NETWORK_ERROR, request, type RequestOptions, type Role, UNAUTHORIZED_EVENT } from "./http.ts";
export { api, uploadUrl } from "./endpoints.ts";
export { queries } from "./queries.ts";
