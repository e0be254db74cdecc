import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * The page's address, for links that carry it. The server's render of a page has none to give, so
 * there (and in the render that hydrates it, which must draw the same) it is empty, filled in right after.
 */
export const usePageUrl = (): string => useSyncExternalStore(unchanging, () => location.href, () => "");
