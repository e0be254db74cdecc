import { Link, Outlet, useRouterState } from "@tanstack/react-router";

const NAV = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/courses", label: "Courses" },
  { to: "/gallery", label: "Gallery" },
  { to: "/testimonials", label: "Testimonials" },
  { to: "/contact", label: "Contact" },
  { to: "/student-register", label: "Register" },
  { to: "/student-login", label: "Login" },
] as const;

const FOOTER_NAV = [
  { to: "/", label: "Home" },
  { to: "/courses", label: "Courses" },
  { to: "/testimonials", label: "Testimonials" },
  { to: "/contact", label: "Contact" },
] as const;

/** Placeholder chrome; the admin console brings its own layout, so it gets none. */
export function Layout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const showChrome = !pathname.startsWith("/admin");

  return (
    <>
      {showChrome && (
        <>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <header className="site-header">
            <Link to="/" className="site-logo">
              Institute
            </Link>
            <nav aria-label="Main">
              <ul>
                {NAV.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} activeOptions={{ exact: true }}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </header>
        </>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {showChrome && (
        <footer className="site-footer">
          <p>© {new Date().getFullYear()} Institute</p>
          <nav aria-label="Footer">
            <ul>
              {FOOTER_NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      )}
    </>
  );
}
