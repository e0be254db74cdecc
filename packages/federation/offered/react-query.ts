// What the shell's one copy of @tanstack/react-query holds: these names, not the whole package.
// As for react-router.js beside it: a name missing here fails a remote's build; add it here and
// release the shell first.
export {
  hydrate,
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "#tanstack/react-query";
