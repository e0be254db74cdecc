import type { Contract, RouteEntry } from "@institute/api-contract";
import { type FetchQueryOptions, keepPreviousData, type Query, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, call, callPage, type Input, type Routes } from "./calls.ts";
import { ROUTE_TABLE } from "./route-table.gen.ts";

/** What a paged list route's query may hold (page, search, sort, filters), as the API reads it. */
export type ListParams<R> = R extends { request: { query: infer S extends z.ZodType } } ? Partial<z.output<S>> : never;

/** The resources with a `list` route. */
type Listing = { [K in keyof Contract]: "list" extends keyof Routes<K> ? K : never }[keyof Contract];
type List<K extends Listing> = Routes<K>["list"];

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** How a query reaches the API: set by the page's query client (the server's drawing reaches it in process). */
      fetch?: typeof fetch;
      /** Made for a page's head alone (headRead): the server's drawing does not hand it to the browser. */
      headOnly?: boolean;
    };
  }
}

/** What a read passes on to its call: its signal, and the fetch its query client reaches the API with. */
const reach = ({ signal, meta }: { signal: AbortSignal; meta: { fetch?: typeof fetch } | undefined }) => ({ signal, fetch: meta?.fetch });

/** One page of a list the server pages (the resource's `list` route); the page on screen stays while the next one loads. */
const paged = <K extends Listing>(key: string, resource: K) => (query: ListParams<List<K>>) =>
  queryOptions({
    queryKey: [key, "page", query],
    queryFn: (context) =>
      callPage<List<K>>((ROUTE_TABLE[resource] as { list: RouteEntry }).list, { query, ...reach(context) } as Input<List<K>>),
    placeholderData: keepPreviousData,
  });

/**
 * The first rows of a public list (FirstQuery): a page that shows a few (the home page) reads, and
 * is handed, no more. Its key holds strings alone, as the whole list's, so a component reads
 * either with one useQuery.
 */
const firstOf = <K extends "gallery" | "testimonials">(resource: K) => (first: number) =>
  queryOptions({
    queryKey: [resource as string, `first=${first}`],
    queryFn: (context) => call<List<K>>(ROUTE_TABLE[resource].list, { query: { first }, ...reach(context) } as Input<List<K>>),
  });

/** A desk message's notes (the follow-up dialog's): asked again on every opening. */
const notesOf = (resource: "contacts" | "inquiries") => (id: number) =>
  queryOptions({
    queryKey: [resource, id, "notes"],
    queryFn: (context) => api[resource].notes({ params: { id }, ...reach(context) }),
    staleTime: 0,
  });

/**
 * TanStack Query options per resource: one query key per list, so a write invalidates
 * exactly what it changed (`queryClient.invalidateQueries({ queryKey: queries.courses.key })`).
 */
export const queries = {
  settings: {
    key: ["settings"],
    get: () => queryOptions({ queryKey: ["settings"], queryFn: (context) => api.settings.get(reach(context)) }),
  },
  sliders: {
    key: ["sliders"],
    all: () => queryOptions({ queryKey: ["sliders"], queryFn: (context) => api.sliders.list(reach(context)) }),
  },
  home: {
    key: ["home"],
    get: () => queryOptions({ queryKey: ["home"], queryFn: (context) => api.home.get(reach(context)) }),
    // The admin's editor reads the public route with its token, as the spec's admin screen does.
    admin: () => queryOptions({ queryKey: ["home", "admin"], queryFn: (context) => api.home.get({ ...reach(context), as: "admin" }) }),
  },
  about: {
    key: ["about"],
    get: () => queryOptions({ queryKey: ["about"], queryFn: (context) => api.about.get(reach(context)) }),
    admin: () => queryOptions({ queryKey: ["about", "admin"], queryFn: (context) => api.admin.about(reach(context)) }),
  },
  courses: {
    key: ["courses"],
    all: () => queryOptions({ queryKey: ["courses"], queryFn: (context) => api.courses.list(reach(context)) }),
    /** The courses' cards (/courses), or the first few (the home page): what a card shows alone. */
    cards: (first?: number) =>
      queryOptions({
        queryKey: ["courses", "cards", ...(first === undefined ? [] : [`first=${first}`])],
        queryFn: (context) => api.courses.cards({ query: { first }, ...reach(context) }),
      }),
    one: (id: number) =>
      queryOptions({ queryKey: ["courses", id], queryFn: (context) => api.courses.get({ params: { id }, ...reach(context) }) }),
  },
  files: {
    key: ["files"],
    page: paged("files", "courseFiles"),
    mine: () => queryOptions({ queryKey: ["files", "mine"], queryFn: (context) => api.courseFiles.mine(reach(context)) }),
  },
  retention: {
    key: ["retention"],
    get: () => queryOptions({ queryKey: ["retention"], queryFn: (context) => api.settings.retention(reach(context)) }),
  },
  gallery: {
    key: ["gallery"],
    all: () => queryOptions({ queryKey: ["gallery"], queryFn: (context) => api.gallery.list(reach(context)) }),
    first: firstOf("gallery"),
  },
  privacy: { key: ["privacy"], get: () => queryOptions({ queryKey: ["privacy"], queryFn: (context) => api.privacy.get(reach(context)) }) },
  contacts: {
    key: ["contacts"],
    page: paged("contacts", "contacts"),
    notes: notesOf("contacts"),
  },
  testimonials: {
    key: ["testimonials"],
    all: () => queryOptions({ queryKey: ["testimonials"], queryFn: (context) => api.testimonials.list(reach(context)) }),
    first: firstOf("testimonials"),
  },
  students: {
    key: ["students"],
    page: paged("students", "students"),
    profile: () => queryOptions({ queryKey: ["students", "profile"], queryFn: (context) => api.students.profile(reach(context)) }),
  },
  inquiries: {
    key: ["inquiries"],
    page: paged("inquiries", "inquiries"),
    notes: notesOf("inquiries"),
  },
  followUp: {
    key: ["follow-up"],
    stages: () => queryOptions({ queryKey: ["follow-up", "stages"], queryFn: (context) => api.followUp.stages(reach(context)) }),
    byMonth: () =>
      queryOptions({ queryKey: ["follow-up", "by-month"], queryFn: (context) => api.followUp.byMonth(reach(context)), staleTime: 0 }),
  },
  activity: { key: ["activity"], page: paged("activity", "activity") },
  // The outbox moves while the page is open (the worker sends, retries): revisiting asks again.
  mail: {
    key: ["mail"],
    page: paged("mail", "mail"),
    delivery: () => queryOptions({ queryKey: ["mail", "delivery"], queryFn: (context) => api.mail.delivery(reach(context)) }),
  },
  releases: {
    key: ["releases"],
    all: () => queryOptions({ queryKey: ["releases"], queryFn: (context) => api.releases.list(reach(context)), staleTime: 0 }),
  },
  // The errors of the last 24 hours move while the console is open: revisiting the page asks again.
  clientErrors: {
    key: ["client-errors"],
    summary: () =>
      queryOptions({ queryKey: ["client-errors"], queryFn: (context) => api.clientErrors.summary(reach(context)), staleTime: 0 }),
  },
  staff: { key: ["staff"], all: () => queryOptions({ queryKey: ["staff"], queryFn: (context) => api.staff.list(reach(context)) }) },
  chats: {
    key: ["chats"],
    byCourse: () =>
      queryOptions({ queryKey: ["chats", "by-course"], queryFn: (context) => api.chats.byCourse(reach(context)), staleTime: 0 }),
  },
  // Revisiting the dashboard refreshes the counters (staleTime 0 and refetch on mount).
  stats: {
    key: ["stats"],
    get: () => queryOptions({ queryKey: ["stats"], queryFn: (context) => api.admin.stats(reach(context)), staleTime: 0 }),
  },
} as const;

/**
 * A read a page starts: one of `queries`' options. A list of them holds reads of different data
 * and keys, which no one instantiation of the options' type admits; each read's own types are
 * checked where `queries` makes it.
 */
// deno-lint-ignore no-explicit-any
type PageRead = FetchQueryOptions<any, any, any, any>;

/**
 * A page's reads, for its route's loader: started at once (a read still fresh is not asked again),
 * and waited for only where `awaitReads` says so: the server's drawing holds them, while the
 * browser draws the page at once, with its loading states until they arrive. A read that fails is
 * left to the page, which says so.
 */
export async function pageReads(
  { queryClient, awaitReads }: { queryClient: QueryClient; awaitReads: boolean },
  reads: PageRead[],
): Promise<void> {
  const started = Promise.all(reads.map((read) => queryClient.prefetchQuery(read)));
  if (awaitReads) await started;
}

/**
 * A read a page's head needs and its drawing does not (the site's picture, for a page without one
 * of its own), as the server's head makes it: marked, so the drawing hands it to no browser.
 */
export const headRead = <T extends PageRead>(queryClient: QueryClient, read: T): T => ({
  ...read,
  meta: { ...queryClient.getDefaultOptions().queries?.meta, headOnly: true },
});

/** Whether a query was made by headRead (and not by a read of the page itself, made first). */
export const isHeadRead = (query: Query) => query.meta?.headOnly === true;
