// Standalone page for working on this remote without the shell. In the product
// the shell owns the router and renders ./App inside it.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
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
    <RouterProvider router={router} />
  </StrictMode>,
);
