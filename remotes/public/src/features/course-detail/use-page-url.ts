import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * The page's address, for links that carry it. The server's render of a page has none to give (the
 * browser's own render replaces it before anyone can follow the link), so there it is empty.
 */
export const usePageUrl = (): string => useSyncExternalStore(unchanging, () => location.href, () => "");
