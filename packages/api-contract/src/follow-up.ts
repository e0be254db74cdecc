import {
  ENROLMENT_MONTHS,
  FollowUpStages,
  IdParam,
  InquiryFollowUp,
  InquiryNote,
  MessageBody,
  MonthlyEnrolments,
  NewInquiryNote,
} from "@institute/schemas";
import { z } from "zod";
import { json, jsonBody, resource, route } from "./define.ts";

export const followUp = resource({
  name: "Follow-up desk",
  description:
    "Inquiries move through stages the office names (every inquiry arrives in `new`; a registration with its email moves it to `enrolled`), each with an owner, a next follow-up day and notes.",
}, {
  stages: route("get", "/api/admin/follow-up-stages", "admin", {
    summary: "The office's stages, in the desk's order",
    responses: { 200: json(FollowUpStages, "Stages") },
  }),
  saveStages: route("put", "/api/admin/follow-up-stages", "admin", {
    summary:
      'Name the stages: "new" first, "enrolled" among them, each once, names lowercased. 409 when a stage left out still holds inquiries (move them first)',
    request: { body: jsonBody(FollowUpStages) },
    responses: { 200: json(MessageBody.extend(FollowUpStages.shape), "Saved") },
    errors: [400, 409],
  }),
  update: route("put", "/api/inquiries/{id}/follow-up", "admin", {
    summary:
      "Move an inquiry on the desk: its stage (one of the office's), owner (an enabled staff account, or null) and next follow-up day (or null). Leaving `new` marks it handled",
    request: { params: IdParam, body: jsonBody(InquiryFollowUp) },
    responses: { 200: json(MessageBody.extend({ follow_up: InquiryFollowUp }), "Saved") },
    errors: [400, 404],
  }),
  notes: route("get", "/api/inquiries/{id}/notes", "admin", {
    summary: "An inquiry's notes, oldest first",
    request: { params: IdParam },
    responses: { 200: json(z.array(InquiryNote), "Notes") },
    errors: [400, 404],
  }),
  addNote: route("post", "/api/inquiries/{id}/notes", "admin", {
    summary: "Write a note on an inquiry, signed with the admin's name",
    request: { params: IdParam, body: jsonBody(NewInquiryNote) },
    responses: { 201: json(MessageBody.extend({ note: InquiryNote }), "Written") },
    errors: [400, 404],
  }),
  byMonth: route("get", "/api/admin/enrolments-by-month", "admin", {
    summary:
      `Per month (the institute's time zone) of the last ${ENROLMENT_MONTHS} and per course, the inquiries that came and how many of them are enrolled now; newest month first`,
    responses: { 200: json(z.array(MonthlyEnrolments), "Per month and course") },
  }),
});
