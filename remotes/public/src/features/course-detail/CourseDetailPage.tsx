import { pageTitle, PUBLIC } from "@institute/routes";
import { queries } from "@institute/api-client";
import type { Course } from "@institute/schemas";
import { Button, SafeHtml, StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "../../shared/image-layouts";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { Disclosure } from "../../shared/Disclosure";
import { BLANK } from "../../shared/Notice";
import { BatchesTable } from "./BatchesTable";
import { countChat, inquiryChatLink } from "./chat-link";
import { useCopyLink } from "./use-copy-link";
import { usePageUrl } from "./use-page-url";

/** /courses/:id. A course that fails to load, or comes back empty, sends the visitor back to /courses. */
export function CourseDetailPage() {
  // As the page's route parsed it (routes.tsx): undefined where the address names no course.
  const { id }: { id?: number } = useParams({ strict: false });
  const valid = id !== undefined;
  const navigate = useNavigate();
  // An address that names no course asks for none (the page sends the visitor back to /courses).
  const { data, isError } = useQuery({ ...queries.courses.one(id ?? 0), enabled: valid });
  const unusable = !valid || isError || (data !== undefined && !data.title);

  useEffect(() => {
    if (unusable) navigate({ to: PUBLIC.courses, replace: true });
  }, [unusable, navigate]);

  if (!data || unusable) return <CourseSkeleton />;
  return <CourseDetail course={data} />;
}

/**
 * The course page before its course has come: the breadcrumb and the hero's parts with blank words
 * and the picture's box, and at least a screen's height, so the page does not jump when it comes.
 */
function CourseSkeleton() {
  return (
    <div className="pub-page pub-course pub-course-loading" role="status" aria-busy="true">
      <div className="pub-breadcrumb" aria-hidden="true">
        <ol>
          <li>Home</li>
          <li>Courses</li>
          <li>{BLANK}</li>
        </ol>
      </div>
      <div className="pub-course-hero">
        <div>
          <p className="pub-course-loading-title">Loading course...</p>
          <p className="pub-lead">{BLANK}</p>
          <ul className="pub-chips" aria-hidden="true">
            <li>{BLANK}</li>
          </ul>
          <div className="pub-actions" aria-hidden="true">
            <span className="button">{BLANK}</span>
          </div>
        </div>
        <div className="pub-course-image pub-skeleton" />
      </div>
    </div>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const curriculum = useRef<HTMLElement>(null);
  const settings = useQuery(queries.settings.get()).data;
  useEffect(() => {
    if (settings) document.title = pageTitle(settings, course.title);
  }, [settings, course.title]);
  const { copied, copy } = useCopyLink();
  const pageUrl = usePageUrl();
  const showCurriculum = () => {
    curriculum.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    curriculum.current?.focus({ preventScroll: true });
  };

  return (
    <article className="pub-page pub-course" aria-labelledby="pub-course-title">
      <nav aria-label="Breadcrumb" className="pub-breadcrumb">
        <ol>
          <li>
            <Link to={PUBLIC.home}>Home</Link>
          </li>
          <li>
            <Link to={PUBLIC.courses}>Courses</Link>
          </li>
          <li>
            <span aria-current="page">{course.title}</span>
          </li>
        </ol>
      </nav>

      <header className="pub-course-hero">
        <div>
          <h1 id="pub-course-title">{course.title}</h1>
          {course.tagline && <p className="pub-lead">{course.tagline}</p>}
          <ul className="pub-chips" aria-label="Course highlights">
            {course.duration && <li>{course.duration}</li>}
            {course.mode && <li>{course.mode}</li>}
            <li>Job-Ready Curriculum</li>
            <li>Certificate Included</li>
          </ul>
          <div className="pub-actions">
            <a
              className="button button-primary"
              href={inquiryChatLink(course.title, pageUrl, settings?.whatsapp)}
              onClick={() => countChat(course.id)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Send Inquiry<span className="sr-only">{" (opens in a new tab)"}</span>
            </a>
            <Button type="button" className="button" onClick={showCurriculum} disabled={!course.curriculum.length}>
              View Curriculum
            </Button>
            <Button type="button" className="button" onClick={copy}>
              <span aria-live="polite">{copied ? "Link Copied" : "Copy Link"}</span>
            </Button>
          </div>
        </div>
        {course.image && <StoredImage folder="courses" name={course.image} alt="" {...IMAGE_LAYOUTS.course} fetchPriority="high" />}
      </header>

      {course.full_desc && (
        <section className="pub-course-section" aria-labelledby="pub-overview-title">
          <h2 id="pub-overview-title">Overview</h2>
          <SafeHtml html={course.full_desc} />
        </section>
      )}

      {course.curriculum.length > 0 && (
        <section id="curriculum" ref={curriculum} tabIndex={-1} className="pub-course-section" aria-labelledby="pub-curriculum-title">
          <h2 id="pub-curriculum-title">Curriculum</h2>
          {course.curriculum.map((m, i) => (
            <Disclosure key={`${m.module}-${i}`} title={m.module || `Module ${i + 1}`} defaultOpen={i === 0}>
              {m.topics.length ? <ul>{m.topics.map((t, j) => <li key={j}>{t}</li>)}</ul> : <p>Topics to be announced.</p>}
            </Disclosure>
          ))}
        </section>
      )}

      {course.outcomes.length > 0 && (
        <section className="pub-course-section" aria-labelledby="pub-outcomes-title">
          <h2 id="pub-outcomes-title">What you will be able to do</h2>
          <ol className="pub-outcomes">{course.outcomes.map((o, i) => <li key={i}>{o}</li>)}</ol>
        </section>
      )}

      <section className="pub-course-section" aria-labelledby="pub-batches-title">
        <h2 id="pub-batches-title">Upcoming Batches</h2>
        {course.batches.length
          ? (
            <BatchesTable
              course={course.title}
              courseId={course.id}
              courseMode={course.mode}
              batches={course.batches}
              whatsapp={settings?.whatsapp}
            />
          )
          : (
            <p>
              New batches will be announced soon.{" "}
              <Link to={PUBLIC.inquiry} search={{ course: course.title, course_id: course.id }}>Ask us</Link> about the next one.
            </p>
          )}
        <p className="pub-emi">
          <strong>EMI available:</strong> pay the course fee in easy monthly instalments. Ask us for the details.
        </p>
      </section>

      {course.faqs.length > 0 && (
        <section className="pub-course-section" aria-labelledby="pub-faqs-title">
          <h2 id="pub-faqs-title">Frequently Asked Questions</h2>
          {course.faqs.map((f, i) => (
            <Disclosure key={`${f.q}-${i}`} title={f.q}>
              <p>{f.a}</p>
            </Disclosure>
          ))}
        </section>
      )}
    </article>
  );
}
