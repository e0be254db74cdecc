import { contract, type Declared } from "@institute/api-contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, callPage, type Input } from "./calls.ts";

/** What a paged list route's query may hold (page, search, sort, filters), as the API reads it. */
export type ListParams<R> = R extends { request: { query: infer S extends z.ZodType } } ? Partial<z.output<S>> : never;

/** One page of a list the server pages; the page on screen stays while the next one loads. */
const paged = <R extends Declared>(key: string, route: R) => (query: ListParams<R>) =>
  queryOptions({
    queryKey: [key, "page", query],
    queryFn: ({ signal }) => callPage(route, { query, signal } as Input<R>),
    placeholderData: keepPreviousData,
  });

/**
 * TanStack Query options per resource: one query key per list, so a write invalidates
 * exactly what it changed (`queryClient.invalidateQueries({ queryKey: queries.courses.key })`).
 */
export const queries = {
  settings: {
    key: ["settings"],
    get: () => queryOptions({ queryKey: ["settings"], queryFn: ({ signal }) => api.settings.get({ signal }) }),
  },
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
    page: paged("files", contract.courseFiles.routes.list),
    mine: () => queryOptions({ queryKey: ["files", "mine"], queryFn: ({ signal }) => api.courseFiles.mine({ signal }) }),
  },
  gallery: { key: ["gallery"], all: () => queryOptions({ queryKey: ["gallery"], queryFn: ({ signal }) => api.gallery.list({ signal }) }) },
  contacts: {
    key: ["contacts"],
    page: paged("contacts", contract.contacts.routes.list),
  },
  testimonials: {
    key: ["testimonials"],
    all: () => queryOptions({ queryKey: ["testimonials"], queryFn: ({ signal }) => api.testimonials.list({ signal }) }),
  },
  students: {
    key: ["students"],
    page: paged("students", contract.students.routes.list),
    profile: () => queryOptions({ queryKey: ["students", "profile"], queryFn: ({ signal }) => api.students.profile({ signal }) }),
  },
  inquiries: {
    key: ["inquiries"],
    page: paged("inquiries", contract.inquiries.routes.list),
  },
  activity: { key: ["activity"], page: paged("activity", contract.activity.routes.list) },
  staff: { key: ["staff"], all: () => queryOptions({ queryKey: ["staff"], queryFn: ({ signal }) => api.staff.list({ signal }) }) },
  // Revisiting the dashboard refreshes the counters (staleTime 0 and refetch on mount).
  stats: {
    key: ["stats"],
    get: () => queryOptions({ queryKey: ["stats"], queryFn: ({ signal }) => api.admin.stats({ signal }), staleTime: 0 }),
  },
} as const;
