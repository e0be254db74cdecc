// No zod here: the API client reads it on every page without loading the schemas.

/** The header of a list answer that carries how many rows match the filters (the body is the page). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
