import type { Contract, RouteEntry } from "@institute/api-contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, callPage, type Input, type Routes } from "./calls.ts";
import { ROUTE_TABLE } from "./route-table.gen.ts";
import { pageData } from "./page-data.ts";

/** A public read the server may have handed the page already: its answer starts the query, dated from the page's load. */
const handedRead = <T>(key: string, route: RouteEntry, read: (options: { signal: AbortSignal }) => Promise<T>) =>
  queryOptions({
    queryKey: [key],
    queryFn: ({ signal }) => read({ signal }),
    initialData: () => pageData<T>(route.path),
    initialDataUpdatedAt: () => performance.timeOrigin,
  });

/** What a paged list route's query may hold (page, search, sort, filters), as the API reads it. */
export type ListParams<R> = R extends { request: { query: infer S extends z.ZodType } } ? Partial<z.output<S>> : never;

/** The resources with a `list` route. */
type Listing = { [K in keyof Contract]: "list" extends keyof Routes<K> ? K : never }[keyof Contract];
type List<K extends Listing> = Routes<K>["list"];

/** One page of a list the server pages (the resource's `list` route); the page on screen stays while the next one loads. */
const paged = <K extends Listing>(key: string, resource: K) => (query: ListParams<List<K>>) =>
  queryOptions({
    queryKey: [key, "page", query],
    queryFn: ({ signal }) => callPage<List<K>>((ROUTE_TABLE[resource] as { list: RouteEntry }).list, { query, signal } as Input<List<K>>),
    placeholderData: keepPreviousData,
  });

/**
 * TanStack Query options per resource: one query key per list, so a write invalidates
 * exactly what it changed (`queryClient.invalidateQueries({ queryKey: queries.courses.key })`).
 */
export const queries = {
  settings: {
    key: ["settings"],
    get: () => handedRead("settings", ROUTE_TABLE.settings.get, api.settings.get),
  },
  sliders: {
    key: ["sliders"],
    all: () => handedRead("sliders", ROUTE_TABLE.sliders.list, api.sliders.list),
  },
  home: {
    key: ["home"],
    get: () => handedRead("home", ROUTE_TABLE.home.get, api.home.get),
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
    page: paged("files", "courseFiles"),
    mine: () => queryOptions({ queryKey: ["files", "mine"], queryFn: ({ signal }) => api.courseFiles.mine({ signal }) }),
  },
  gallery: { key: ["gallery"], all: () => queryOptions({ queryKey: ["gallery"], queryFn: ({ signal }) => api.gallery.list({ signal }) }) },
  contacts: {
    key: ["contacts"],
    page: paged("contacts", "contacts"),
  },
  testimonials: {
    key: ["testimonials"],
    all: () => queryOptions({ queryKey: ["testimonials"], queryFn: ({ signal }) => api.testimonials.list({ signal }) }),
  },
  students: {
    key: ["students"],
    page: paged("students", "students"),
    profile: () => queryOptions({ queryKey: ["students", "profile"], queryFn: ({ signal }) => api.students.profile({ signal }) }),
  },
  inquiries: {
    key: ["inquiries"],
    page: paged("inquiries", "inquiries"),
  },
  activity: { key: ["activity"], page: paged("activity", "activity") },
  releases: {
    key: ["releases"],
    all: () => queryOptions({ queryKey: ["releases"], queryFn: ({ signal }) => api.releases.list({ signal }), staleTime: 0 }),
  },
  // The errors of the last 24 hours move while the console is open: revisiting the page asks again.
  clientErrors: {
    key: ["client-errors"],
    summary: () =>
      queryOptions({ queryKey: ["client-errors"], queryFn: ({ signal }) => api.clientErrors.summary({ signal }), staleTime: 0 }),
  },
  staff: { key: ["staff"], all: () => queryOptions({ queryKey: ["staff"], queryFn: ({ signal }) => api.staff.list({ signal }) }) },
  // Revisiting the dashboard refreshes the counters (staleTime 0 and refetch on mount).
  stats: {
    key: ["stats"],
    get: () => queryOptions({ queryKey: ["stats"], queryFn: ({ signal }) => api.admin.stats({ signal }), staleTime: 0 }),
  },
} as const;
