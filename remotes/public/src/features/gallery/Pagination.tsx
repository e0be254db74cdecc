import { Button } from "@institute/ui";
/** Previous, numbered pages and Next; the caller renders it only when there is more than one page. */
export function Pagination({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  return (
    <nav className="pub-pagination" aria-label={label}>
      <Button type="button" className="button" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <ul role="list">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Button
              type="button"
              className={`button${n === page ? " button-primary" : ""}`}
              aria-current={n === page ? "page" : undefined}
              onClick={() => onPage(n)}
            >
              <span className="sr-only">{"Page "}</span>
              {n}
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" className="button" disabled={page === pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
