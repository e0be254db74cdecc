import { useLocation } from "@tanstack/react-router";

/**
 * Placeholder until the real screens land. Reading the location through the
 * shell's router proves the router (and React) really are shared singletons:
 * a second copy would have no router context and throw.
 */
export function ComingSoon({ area }: { area: string }) {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="area-title" className="coming-soon">
      <h1 id="area-title">{area}</h1>
      <p>The screens of this area are coming soon.</p>
      <p>
        Route: <code>{pathname}</code>
      </p>
    </section>
  );
}
