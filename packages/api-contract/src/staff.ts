import { IdParam, MessageBody, NewStaffMember, StaffEnabled, StaffMember } from "@institute/schemas";
import { json, jsonBody, listAll, resource, route } from "./define.ts";

export const staff = resource({
  name: "Staff",
  one: "staff account",
  description:
    "The admin accounts. Any admin adds another (an initial password of at least 12 characters, not a common one) and disables or re-enables one; a disabled admin cannot log in and its tokens stop working at once. The last enabled admin, and one's own account, cannot be disabled.",
}, {
  list: listAll("admin", "/api/admin/staff", "List the admin accounts in the order they were added", StaffMember, "Admins"),
  add: route("post", "/api/admin/staff", "admin", {
    summary: "Add an admin; usernames are unique case-insensitively (409 when taken)",
    request: { body: jsonBody(NewStaffMember) },
    responses: { 201: json(MessageBody.extend({ admin: StaffMember }), "Added") },
    errors: [400, 409],
  }),
  setEnabled: route("put", "/api/admin/staff/{id}/enabled", "admin", {
    summary: "Disable (every token refused at once) or re-enable an admin; 409 for the last enabled admin or one's own account",
    request: { params: IdParam, body: jsonBody(StaffEnabled) },
    responses: { 200: json(MessageBody.extend({ admin: StaffMember }), "Changed") },
    errors: [400, 404, 409],
  }),
});
