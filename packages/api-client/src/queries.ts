import type { Contract, RouteEntry } from "@institute/api-contract";
import { keepPreviousData, type QueryClient, type QueryKey, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, callPage, type Input, type Routes } from "./calls.ts";
import { ROUTE_TABLE } from "./route-table.gen.ts";

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
    get: () => queryOptions({ queryKey: ["settings"], queryFn: ({ signal }) => api.settings.get({ signal }) }),
  },
  sliders: {
    key: ["sliders"],
    all: () => queryOptions({ queryKey: ["sliders"], queryFn: ({ signal }) => api.sliders.list({ signal }) }),
  },
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

/** The public reads the server may hand a page (its first screen's), by route: the query each answer starts. */
const HANDED: [RouteEntry, (params: Record<string, string>) => QueryKey][] = [
  [ROUTE_TABLE.settings.get, () => queries.settings.get().queryKey],
  [ROUTE_TABLE.sliders.list, () => queries.sliders.all().queryKey],
  [ROUTE_TABLE.home.get, () => queries.home.get().queryKey],
  [ROUTE_TABLE.about.get, () => queries.about.get().queryKey],
  [ROUTE_TABLE.courses.list, () => queries.courses.all().queryKey],
  [ROUTE_TABLE.courses.get, ({ id }) => queries.courses.one(Number(id)).queryKey],
  [ROUTE_TABLE.gallery.list, () => queries.gallery.all().queryKey],
  [ROUTE_TABLE.testimonials.list, () => queries.testimonials.all().queryKey],
];

/** The parameters a path fills in a route's path (`/api/courses/{id}`), or null when it is another route's. */
function pathParams(route: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = route.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), "([^/]+)"));
  const found = new RegExp(`^${pattern}$`).exec(path);
  return found && Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
}

/**
 * Starts the queries whose answers the server handed the page (keyed by the API path each was read
 * from), dated `updatedAt`: the first screen draws them without asking, and they are asked again
 * once stale. Anything else in `handed` (the remotes' registry, a manifest) is left alone.
 */
export function seedHandedReads(client: QueryClient, handed: Record<string, unknown>, updatedAt: number): void {
  for (const [path, data] of Object.entries(handed)) {
    for (const [route, key] of HANDED) {
      const params = pathParams(route.path, path);
      if (params) client.setQueryData(key(params), data, { updatedAt });
    }
  }
}
