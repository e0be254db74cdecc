import { MessageBody, Visit } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";

export const visitDocs: ResourceDocs = {
  tag: "Visits",
  description: "Visitor counting for the dashboard: the site sends its random visitor id on load and every 60 s while visible.",
  routes: [
    {
      method: "post",
      path: "/api/visits",
      summary: "Record a visit: a new id counts once towards the total; every call keeps the id live for 5 minutes",
      auth: "public",
      body: { type: "json", schema: Visit },
      responses: { 200: { description: "Recorded", schema: MessageBody } },
      errors: [400],
    },
  ],
};
