import { coursePath } from "@institute/routes";
import { StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "./image-layouts";
import type { CourseCard as Card } from "@institute/schemas";
import { Link } from "@tanstack/react-router";
import { BLANK } from "./Notice";
import { cutText } from "./text";

/** A card's description is cut at 100 characters plus an ellipsis. */
export const CARD_DESC_MAX = 100;

/**
 * One course as a card: the home section (titles at level 3, under its h2) and /courses (level 2,
 * under the page's h1) use it. `eager`: on the first screen; `first`: its first picture, fetched before all.
 */
export function CourseCard(
  { course, eager = false, first = false, level = 3 }: { course: Card; eager?: boolean; first?: boolean; level?: 2 | 3 },
) {
  const titleId = `pub-course-${course.id}`;
  const Title = level === 2 ? "h2" : "h3";
  return (
    <article className="pub-card pub-course-card" aria-labelledby={titleId}>
      {course.image
        ? (
          <StoredImage
            folder="courses"
            name={course.image}
            alt=""
            {...IMAGE_LAYOUTS.card}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
          />
        )
        : <div className="pub-card-image pub-image-placeholder" aria-hidden="true" />}
      <div className="pub-card-body">
        <Title id={titleId} className="pub-card-title">{course.title}</Title>
        <ul className="pub-chips" aria-label="Course facts">
          {course.category && <li>{course.category}</li>}
          {course.duration && <li>{course.duration}</li>}
          {course.mode && <li>{course.mode}</li>}
        </ul>
        <p className="pub-course-desc">{cutText(course.short_desc, CARD_DESC_MAX)}</p>
        <Link to={coursePath(course.id)} className="button button-primary pub-card-action">
          Read More<span className="sr-only">{` about ${course.title}`}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * A course card before the list has come: the real card's parts with blank words (public.css gives
 * its title two lines and its description four, filled or not), so it is the real card's size.
 */
export function CourseCardSkeleton() {
  return (
    <div className="pub-card pub-course-card pub-skeleton-card">
      <div className="pub-card-image pub-skeleton" />
      <div className="pub-card-body">
        <p className="pub-card-title">{BLANK}</p>
        <ul className="pub-chips">
          <li>{BLANK}</li>
        </ul>
        <p className="pub-course-desc">{BLANK}</p>
        <span className="button pub-card-action">Read More</span>
      </div>
    </div>
  );
}
