import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { ApiError } from "@institute/api-client";
import { router } from "./app/router";
import "@institute/ui/ui.css";
import "./app/styles.css";

// One client for the whole page: react-query is a shared singleton, so the
// remotes read and fill this same cache.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API revalidates with ETags, so a refetch of unchanged content is cheap; 30 s keeps
      // moving between pages instant without showing old content for long.
      staleTime: 30_000,
      // Retrying a 4xx cannot help; a network blip or a 503 may pass.
      retry: (failures, error) => {
        const status = (error as Partial<ApiError>).status;
        return failures < 2 && status !== undefined && (status === 0 || status >= 500);
      },
    },
  },
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
