import { PUBLIC } from "@institute/routes";
import { Button } from "@institute/ui";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * Previous, numbered pages and Next, each a link to its page's address (so paging works before the
 * page's code runs, and without scripts); the caller renders it only when there is more than one
 * page. Previous on the first page and Next on the last are unavailable buttons. `onPage` runs as
 * the browser follows a link.
 */
export function Pagination({ page, pages, onPage, label }: { page: number; pages: number; onPage: () => void; label: string }) {
  const to = (n: number, children: ReactNode, current = false) => (
    <Link
      to={PUBLIC.gallery}
      search={n > 1 ? { page: n } : {}}
      className={`button${current ? " button-primary" : ""}`}
      // The router marks the link of the page on screen (aria-current): this page's own search only.
      activeOptions={{ exact: true }}
      resetScroll={false}
      onClick={onPage}
    >
      {children}
    </Link>
  );
  return (
    <nav className="pub-pagination" aria-label={label}>
      {page === 1 ? <Button type="button" className="button" disabled>Previous</Button> : to(page - 1, "Previous")}
      <ul role="list">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {to(
              n,
              <>
                <span className="sr-only">{"Page "}</span>
                {n}
              </>,
              n === page,
            )}
          </li>
        ))}
      </ul>
      {page === pages ? <Button type="button" className="button" disabled>Next</Button> : to(page + 1, "Next")}
    </nav>
  );
}
