import { queryOptions } from "@tanstack/react-query";
import { api } from "./calls.ts";

/**
 * TanStack Query options per resource: one query key per list, so a write invalidates
 * exactly what it changed (`queryClient.invalidateQueries({ queryKey: queries.courses.key })`).
 */
export const queries = {
  sliders: { key: ["sliders"], all: () => queryOptions({ queryKey: ["sliders"], queryFn: ({ signal }) => api.sliders.list({ signal }) }) },
  home: {
    key: ["home"],
    get: () => queryOptions({ queryKey: ["home"], queryFn: ({ signal }) => api.home.get({ signal }) }),
    // The admin's editor reads the public route with its token, as the spec's admin screen does.
    admin: () => queryOptions({ queryKey: ["home", "admin"], queryFn: ({ signal }) => api.home.get({ signal, as: "admin" }) }),
  },
  about: {
    key: ["about"],
    get: () => queryOptions({ queryKey: ["about"], queryFn: ({ signal }) => api.about.get({ signal }) }),
    admin: () => queryOptions({ queryKey: ["about", "admin"], queryFn: ({ signal }) => api.admin.about({ signal }) }),
  },
  courses: {
    key: ["courses"],
    all: () => queryOptions({ queryKey: ["courses"], queryFn: ({ signal }) => api.courses.list({ signal }) }),
    one: (id: number) => queryOptions({ queryKey: ["courses", id], queryFn: ({ signal }) => api.courses.get({ params: { id }, signal }) }),
  },
  files: {
    key: ["files"],
    all: () => queryOptions({ queryKey: ["files"], queryFn: ({ signal }) => api.courseFiles.list({ signal }) }),
    mine: () => queryOptions({ queryKey: ["files", "mine"], queryFn: ({ signal }) => api.courseFiles.mine({ signal }) }),
  },
  gallery: { key: ["gallery"], all: () => queryOptions({ queryKey: ["gallery"], queryFn: ({ signal }) => api.gallery.list({ signal }) }) },
  contacts: {
    key: ["contacts"],
    all: () => queryOptions({ queryKey: ["contacts"], queryFn: ({ signal }) => api.contacts.list({ signal }) }),
  },
  testimonials: {
    key: ["testimonials"],
    all: () => queryOptions({ queryKey: ["testimonials"], queryFn: ({ signal }) => api.testimonials.list({ signal }) }),
  },
  students: {
    key: ["students"],
    all: () => queryOptions({ queryKey: ["students"], queryFn: ({ signal }) => api.students.list({ signal }) }),
    profile: () => queryOptions({ queryKey: ["students", "profile"], queryFn: ({ signal }) => api.students.profile({ signal }) }),
  },
  inquiries: {
    key: ["inquiries"],
    all: () => queryOptions({ queryKey: ["inquiries"], queryFn: ({ signal }) => api.inquiries.list({ signal }) }),
  },
  // Revisiting the dashboard refreshes the counters (staleTime 0 and refetch on mount).
  stats: {
    key: ["stats"],
    get: () => queryOptions({ queryKey: ["stats"], queryFn: ({ signal }) => api.admin.stats({ signal }), staleTime: 0 }),
  },
} as const;
