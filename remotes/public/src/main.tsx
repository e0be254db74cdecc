// Standalone page for working on this remote without the shell. In the product
// the shell owns the router and the query client and renders ./App inside them.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import "@institute/ui/ui.css";
import App from "./app/App";

const router = createRouter({
  routeTree: createRootRoute({
    component: () => (
      <main>
        <App />
      </main>
    ),
  }),
  basepath: import.meta.env.BASE_URL,
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
