import { ADMIN } from "@institute/routes";
import { endSession } from "@institute/api-client";
import { isAdminAtom } from "@institute/auth";
import { Link, useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type ReactNode, useEffect, useState } from "react";
import { ChangePasswordDialog } from "../features/account/ChangePasswordDialog";
import { NAV_LINKS } from "./routes";

/** Sidebar and top bar around every admin page but the login. */
export function AdminLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const isAdmin = useAtomValue(isAdminAtom);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
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
        {isAdmin ? <ChangePasswordDialog /> : null}
        {isAdmin
          ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                endSession("admin");
                void navigate({ to: ADMIN.login });
              }}
            >
              Logout
            </button>
          )
          : null}
      </header>
      <nav id="adm-sidebar" className="adm-sidebar" aria-label="Admin">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={pathname === link.to ? "page" : undefined}
                className={pathname === link.to ? "adm-active" : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="adm-content">{children}</div>
    </div>
  );
}
