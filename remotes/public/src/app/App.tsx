import { ComingSoon } from "../features/coming-soon/ComingSoon";

/**
 * Exposed as `public/App`. The shell renders it for every route of its area and
 * keeps it mounted while the user moves between them, so this component picks
 * the screen from the shell's (shared) router state.
 */
export default function App() {
  return <ComingSoon area="Public site" />;
}
