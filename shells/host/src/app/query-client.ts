import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { type ApiError, isUnavailable, UNAVAILABLE_EVENT } from "@institute/api-client";

/** A screen's read or write that found no API: the shell's ServiceStatus says so. */
const signalUnavailable = (error: unknown) => {
  if (isUnavailable(error)) globalThis.dispatchEvent(new Event(UNAVAILABLE_EVENT));
};

/**
 * The page's one client (react-query is a shared singleton, so the remotes read and fill this same
 * cache). The server's drawing of a page makes its own, whose reads reach the API through `fetch`
 * (in process) and are not retried: a read that fails is drawn as the page's failure state, and the
 * browser asks again.
 */
export const createQueryClient = (server?: { fetch: typeof fetch }) =>
  new QueryClient({
    // The server's drawing says nothing: a read that fails there is the browser's to ask again.
    queryCache: server ? undefined : new QueryCache({ onError: signalUnavailable }),
    mutationCache: server ? undefined : new MutationCache({ onError: signalUnavailable }),
    defaultOptions: {
      queries: {
        // The API revalidates with ETags, so a refetch of unchanged content is cheap; 30 s keeps
        // moving between pages instant without showing old content for long.
        staleTime: 30_000,
        // Retrying a 4xx cannot help; a network blip or a 503 may pass.
        retry: server ? false : (failures, error) => {
          const status = (error as Partial<ApiError>).status;
          return failures < 2 && status !== undefined && (status === 0 || status >= 500);
        },
        meta: server && { fetch: server.fetch },
      },
    },
  });
