import "./admin.css";

/** Which build of this remote is live: `VITE_BUILD_ID` at build time, shown by the shell on the remote's area. */
export const build: string = import.meta.env.VITE_BUILD_ID ?? "";

/** Exposed as `admin/App`: the shell grafts these routes onto its admin area (see routes.tsx). */
export { routes } from "./routes";
