import { Toaster } from "@institute/ui";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { Footer } from "../chrome/Footer";
import { Header } from "../chrome/Header";
import { ScrollToTop } from "../chrome/ScrollToTop";
import { ServiceStatus } from "../chrome/ServiceStatus";
import { useHashScroll } from "../chrome/use-hash-scroll";
import { useUnauthorizedRedirect } from "../session/use-unauthorized-redirect";
import { useVisitorBeacon } from "../visits/use-visitor-beacon";
import { usePageTitle } from "./use-page-title";

/** The public site's header, footer and scroll-to-top, hidden on /admin (the admin console brings its own layout). */
export function Layout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const publicChrome = !pathname.startsWith("/admin");
  useHashScroll();
  useUnauthorizedRedirect();
  useVisitorBeacon();
  usePageTitle(pathname);

  return (
    <>
      {publicChrome && (
        <>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <Header />
        </>
      )}
      <main id="main" tabIndex={-1} className={publicChrome ? "site-main" : "admin-main"}>
        <ServiceStatus />
        <Outlet />
      </main>
      {publicChrome && (
        <>
          <Footer />
          <ScrollToTop />
        </>
      )}
      <Toaster />
    </>
  );
}
