import {
  ENROLMENT_MONTHS,
  FollowUp,
  FollowUpNote,
  FollowUpStages,
  IdParam,
  MessageBody,
  MonthlyEnrolments,
  NewNote,
} from "@institute/schemas";
import { z } from "zod";
import { json, jsonBody, readWhole, resource, route, saveWhole } from "./define.ts";

/** A message's routes on the desk, under its resource's path (`/api/inquiries`, `/api/contacts`). */
export const deskRoutes = <const P extends `/api/${string}`>(path: P, what: string) => {
  // TypeScript does not see that a path made from P still starts with "/".
  const below = <const S extends string>(suffix: S) => `${path}${suffix}` as `${P}${S}` & `/${string}`;
  return {
    followUp: route("put", below("/{id}/follow-up"), "admin", {
      summary:
        `Move ${what} on the desk: its stage (one of the office's), owner (an enabled staff account, or null) and next follow-up day (or null). Leaving \`new\` marks it handled`,
      request: { params: IdParam, body: jsonBody(FollowUp) },
      responses: { 200: json(MessageBody.extend({ follow_up: FollowUp }), "Saved") },
      errors: [400, 404],
    }),
    notes: route("get", below("/{id}/notes"), "admin", {
      summary: `The notes on ${what}, oldest first`,
      request: { params: IdParam },
      responses: { 200: json(z.array(FollowUpNote), "Notes") },
      errors: [400, 404],
    }),
    addNote: route("post", below("/{id}/notes"), "admin", {
      summary: `Write a note on ${what}, signed with the admin's name`,
      request: { params: IdParam, body: jsonBody(NewNote) },
      responses: { 201: json(MessageBody.extend({ note: FollowUpNote }), "Written") },
      errors: [400, 404],
    }),
  };
};

export const followUp = resource({
  name: "Follow-up desk",
  description:
    "Inquiries and contact messages move through stages the office names (every message arrives in `new`; a registration with an inquiry's email moves it to `enrolled`), each with an owner, a next follow-up day and notes (the routes of each message are its resource's).",
}, {
  stages: readWhole("admin", "/api/admin/follow-up-stages", "The office's stages, in the desk's order", FollowUpStages, "Stages"),
  saveStages: saveWhole(
    "/api/admin/follow-up-stages",
    'Name the stages: "new" first, "enrolled" among them, each once, names lowercased. 409 when a stage left out still holds inquiries or contact messages (move them first)',
    FollowUpStages,
    [409],
  ),
  byMonth: readWhole(
    "admin",
    "/api/admin/enrolments-by-month",
    `Per month (the institute's time zone) of the last ${ENROLMENT_MONTHS} and per course, the inquiries that came and how many of them are enrolled now; newest month first`,
    z.array(MonthlyEnrolments),
    "Per month and course",
  ),
});
