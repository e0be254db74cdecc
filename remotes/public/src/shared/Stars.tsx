const OUT_OF = 5;

/** A rating as stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(OUT_OF, Math.round(rating)));
  return (
    <span className="pub-stars" role="img" aria-label={`${filled} out of ${OUT_OF} stars`}>
      {"★".repeat(filled)}
      <span className="pub-stars-empty">{"★".repeat(OUT_OF - filled)}</span>
    </span>
  );
}
