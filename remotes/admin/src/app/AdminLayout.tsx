import { ADMIN, normalizePath } from "@institute/routes";
import { endSession, queries } from "@institute/api-client";
import { isAdminAtom } from "@institute/auth";
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useNavigate, useRouterState } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { ChangePasswordDialog } from "../features/account/ChangePasswordDialog";
import { DateDisplayDialog } from "../features/account/DateDisplayDialog";
import { EmailDialog } from "../features/account/EmailDialog";
import { NAV_LINKS } from "./routes";

/** Sidebar and top bar around every admin page but the login. */
export function AdminLayout() {
  const pathname = normalizePath(useRouterState({ select: (s) => s.location.pathname }));
  const isAdmin = useAtomValue(isAdminAtom);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // The sidebar's counters of new messages: fresh on every page, and every minute on a page left open.
  const stats = useQuery({ ...queries.stats.get(), enabled: isAdmin, refetchInterval: 60_000 });
  // On a phone the menu closes once a page is picked.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={`adm-shell${menuOpen ? " adm-menu-open" : ""}`}>
      <header className="adm-topbar">
        <button
          type="button"
          className="button adm-menu-button"
          aria-expanded={menuOpen}
          aria-controls="adm-sidebar"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <span className="adm-brand">Admin Panel</span>
        {isAdmin
          ? (
            <div className="adm-account">
              <DateDisplayDialog />
              <ChangePasswordDialog />
              <EmailDialog />
              <button
                type="button"
                className="button"
                onClick={() => {
                  void endSession("admin");
                  void navigate({ to: ADMIN.login });
                }}
              >
                Logout
              </button>
            </div>
          )
          : null}
      </header>
      <nav id="adm-sidebar" className="adm-sidebar" aria-label="Admin">
        <ul>
          {NAV_LINKS.map((link) => {
            const news = link.newCount ? stats.data?.[link.newCount] : undefined;
            const badge = `adm-new-${link.newCount}`;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={pathname === link.to ? "page" : undefined}
                  aria-describedby={news ? badge : undefined}
                  className={pathname === link.to ? "adm-active" : undefined}
                >
                  {link.label}
                </Link>
                {
                  /* The badge's place is kept while no count is shown, so that the links below do not move when the
                    counts come; it shows the count alone, so that the links' labels keep to one line beside it. */
                }
                {link.newCount
                  ? (
                    <span id={badge} className="adm-badge" aria-hidden={news ? undefined : true} title={news ? `${news} new` : undefined}>
                      {news
                        ? (
                          <>
                            {news}
                            <span className="sr-only">{" new"}</span>
                          </>
                        )
                        : null}
                    </span>
                  )
                  : null}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="adm-content">
        <Outlet />
      </div>
    </div>
  );
}
