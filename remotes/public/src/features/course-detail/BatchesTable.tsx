import { PUBLIC } from "@institute/routes";
import type { Batch } from "@institute/schemas";
import { Link } from "@tanstack/react-router";
import { formatDay } from "../../shared/text";

/**
 * Upcoming batches; the fee is in the data but deliberately not shown (spec). On phones each row
 * becomes a small card, its cells labelled from data-label.
 */
export function BatchesTable({ course, batches }: { course: string; batches: Batch[] }) {
  return (
    <div className="pub-table-wrap" role="region" aria-label="Upcoming batches" tabIndex={0}>
      <table className="pub-table">
        <thead>
          <tr>
            <th scope="col">Start date</th>
            <th scope="col">Timing</th>
            <th scope="col">Duration</th>
            <th scope="col">
              <span className="sr-only">Inquiry</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch, i) => (
            <tr key={`${batch.date}-${batch.timing}-${i}`}>
              <td data-label="Start date">{formatDay(batch.date)}</td>
              <td data-label="Timing">{batch.timing}</td>
              <td data-label="Duration">{batch.duration}</td>
              <td>
                <Link to={PUBLIC.inquiry} search={{ course, batch: formatDay(batch.date) }} className="button button-primary">
                  Inquire Now<span className="sr-only">{" "}about the batch starting {formatDay(batch.date)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
