/** Previous and Next around "Page n of m", for a list of more than one page. */
export function Pager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="adm-pager" aria-label={label}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      <span>Page {Math.min(page, pages)} of {pages}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}
