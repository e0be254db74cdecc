// What the shell's one copy of @tanstack/react-router holds: these names, not the whole package
// (its server rendering, file routes, blockers and the like would be sent to every visitor for no
// screen). A remote's build fails on a name missing here and the shell refuses a remote released
// with one (sharedGuard, unmetShared): a new name is added here and the shell released first.
// `#tanstack/react-router` is the package itself under another name (package.json "imports"): the
// federation plugin would hand this module the shared copy it is the source of.
export {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Link,
  Navigate,
  notFound,
  Outlet,
  redirect,
  RouterProvider,
  useHydrated,
  useMatchRoute,
  useNavigate,
  useParams,
  useRouter,
  useRouterState,
  useSearch,
} from "#tanstack/react-router";
