import { PUBLIC } from "@institute/routes";
import type { Batch, Course } from "@institute/schemas";
import { Link } from "@tanstack/react-router";
import { formatDay } from "../../shared/text";
import { countChat, inquiryChatLink } from "./chat-link";
import { usePageUrl } from "./use-page-url";

/**
 * Upcoming batches; the fee is in the data but deliberately not shown (spec). On phones each row
 * becomes a small card, its cells labelled from data-label. Inquire Now opens a chat with the
 * institute's WhatsApp number about the batch, or, while Settings has none, the inquiry form.
 */
export function BatchesTable(
  { course, courseId, courseMode, batches, whatsapp }: {
    course: string;
    courseId: number;
    courseMode: Course["mode"];
    batches: Batch[];
    whatsapp?: string;
  },
) {
  const pageUrl = usePageUrl();
  // A batch taught otherwise than the course (the course's mode is shown above the table).
  const modes = batches.some((batch) => batch.mode);
  return (
    <div className="pub-table-wrap" role="region" aria-label="Upcoming batches" tabIndex={0}>
      <table className="pub-table">
        <thead>
          <tr>
            <th scope="col">Start date</th>
            <th scope="col">Timing</th>
            <th scope="col">Duration</th>
            {modes && <th scope="col">Mode</th>}
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
              {modes && <td data-label="Mode">{batch.mode ?? courseMode}</td>}
              <td>
                {whatsapp
                  ? (
                    <a
                      className="button button-primary"
                      href={inquiryChatLink(course, pageUrl, whatsapp, formatDay(batch.date))}
                      onClick={() => countChat(courseId)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Inquire Now<span className="sr-only">
                        {` about the batch starting ${formatDay(batch.date)} (opens in a new tab)`}
                      </span>
                    </a>
                  )
                  : (
                    <Link
                      to={PUBLIC.inquiry}
                      search={{ course, course_id: courseId, batch: formatDay(batch.date) }}
                      className="button button-primary"
                    >
                      Inquire Now<span className="sr-only">{` about the batch starting ${formatDay(batch.date)}`}</span>
                    </Link>
                  )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
