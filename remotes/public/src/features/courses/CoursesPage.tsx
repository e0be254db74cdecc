import { CourseGrid } from "../../shared/CourseGrid";

/** /courses: every course as a card. */
export function CoursesPage() {
  return (
    <section className="pub-page" aria-labelledby="pub-courses-title">
      <h1 id="pub-courses-title">Our Courses</h1>
      <p className="pub-lead">Job-ready programmes taught by working engineers. Pick one to see its curriculum, batches and FAQs.</p>
      <CourseGrid page />
    </section>
  );
}
