import { AdminLogin, DashboardStats, LoginAnswer, PageContent } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";

export const adminDocs: ResourceDocs = {
  tag: "Admin",
  description: "The administrator's login and the back office's own reads.",
  routes: [
    {
      method: "post",
      path: "/api/admin/login",
      summary: "Log in as the administrator; five failures for one account and address (or 50 from one address) lock it for 15 minutes",
      auth: "public",
      body: { type: "json", schema: AdminLogin },
      responses: { 200: { description: "A token valid for 8 hours and the admin's name", schema: LoginAnswer } },
      errors: [400, 401, 429],
    },
    {
      method: "get",
      path: "/api/admin/dashboard-stats",
      summary: "The dashboard counters; visitors are live when seen in the last 5 minutes",
      auth: "admin",
      responses: { 200: { description: "Counters", schema: DashboardStats } },
    },
    {
      method: "get",
      path: "/api/admin/about",
      summary: "The about content for the about editor (not cached)",
      auth: "admin",
      responses: { 200: { description: "About content", schema: PageContent } },
    },
  ],
};
