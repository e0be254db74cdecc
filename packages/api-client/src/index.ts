export { ApiError, download, LOGIN_PATH, NETWORK_ERROR, request, type RequestOptions, type Role, UNAUTHORIZED_EVENT } from "./http.ts";
export { api, call, changePassword, endSession, type Input, type Output } from "./calls.ts";
export { uploadUrl } from "@institute/schemas";
export { formBody } from "./form-body.ts";
export { queries } from "./queries.ts";
