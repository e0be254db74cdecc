import { PUBLIC } from "@institute/routes";
import { Link } from "@tanstack/react-router";

export function NotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        The page you asked for does not exist. <Link to={PUBLIC.home}>Go to the home page</Link>.
      </p>
    </section>
  );
}
