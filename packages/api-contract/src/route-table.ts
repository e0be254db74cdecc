import type { Access, Declared, Resource, Tag, Written } from "./define.ts";

/**
 * What a client needs of a route when it runs: no schema, so a page that calls the API loads no
 * zod. `file`: the success answer is a file (a download), not JSON.
 */
export interface RouteEntry {
  method: Written["method"];
  path: string;
  access: Access;
  file: boolean;
}

/**
 * How the activity log names a route: its resource's tag and the route's name, as recorded, and one
 * of the resource's records in words ("" where the tag names none). Only the console reads it, so
 * it is a table of its own: the calls' table goes to every visitor.
 */
export interface RouteName {
  tag: string;
  action: string;
  one: string;
}

/** Something of every route of a contract, by resource and name. */
const eachRoute = <T>(contract: Record<string, Resource>, made: (route: Declared, tag: Tag) => T): Record<string, Record<string, T>> =>
  Object.fromEntries(
    Object.entries(contract).map((
      [resource, { tag, routes }],
    ) => [resource, Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, made(route, tag)]))]),
  );

/** The run-time part of every route of a contract, by resource and name. */
export const routeTable = (contract: Record<string, Resource>): Record<string, Record<string, RouteEntry>> =>
  eachRoute(contract, (route) => {
    const answers = route.responses as Record<number, { content?: Record<string, unknown> }>;
    const success = answers[200] ?? answers[201] ?? answers[204];
    return {
      method: route.method,
      path: route.path,
      access: route.access,
      file: Boolean(success?.content && !success.content["application/json"]),
    };
  });

/** The activity log's name of every route of a contract, by resource and name. */
export const routeNames = (contract: Record<string, Resource>): Record<string, Record<string, RouteName>> =>
  eachRoute(contract, (route, tag) => ({ tag: route.tags[0], action: route.action, one: tag.one ?? "" }));
