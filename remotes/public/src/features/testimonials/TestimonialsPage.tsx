import { TestimonialList } from "../../shared/TestimonialList";

/** The testimonials page cuts each text at 180 characters. */
export const PAGE_TESTIMONIAL_MAX = 180;

/** /testimonials: every testimonial. */
export function TestimonialsPage() {
  return (
    <section className="pub-page" aria-labelledby="pub-testimonials-title">
      <h1 id="pub-testimonials-title">Testimonials</h1>
      <p className="pub-lead">What our alumni say about their course and where it took them.</p>
      <TestimonialList maxChars={PAGE_TESTIMONIAL_MAX} />
    </section>
  );
}
