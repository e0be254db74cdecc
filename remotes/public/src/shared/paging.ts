/** Number of pages for `total` items, at least 1 so an empty list still has a page to show. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
