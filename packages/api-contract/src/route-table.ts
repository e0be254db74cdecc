import type { Access, Resource, Written } from "./define.ts";

/**
 * What a client needs of a route when it runs: no schema, so a page that calls the API loads no
 * zod. `file`: the success answer is a file (a download), not JSON.
 */
export interface RouteEntry {
  method: Written["method"];
  path: string;
  access: Access;
  file: boolean;
  /** The resource's tag and the route's name, as the activity log records them. */
  tag: string;
  action: string;
  /** One of the resource's records, as the log says it in words ("" where the tag names none). */
  one: string;
}

/** The run-time part of every route of a contract, by resource and name. */
export function routeTable(contract: Record<string, Resource>): Record<string, Record<string, RouteEntry>> {
  return Object.fromEntries(
    Object.entries(contract).map(([resource, { tag, routes }]) => [
      resource,
      Object.fromEntries(
        Object.entries(routes).map(([name, route]) => {
          const answers = route.responses as Record<number, { content?: Record<string, unknown> }>;
          const success = answers[200] ?? answers[201] ?? answers[204];
          return [name, {
            method: route.method,
            path: route.path,
            access: route.access,
            file: Boolean(success?.content && !success.content["application/json"]),
            tag: route.tags[0],
            action: route.action,
            one: tag.one ?? "",
          }];
        }),
      ),
    ]),
  );
}
