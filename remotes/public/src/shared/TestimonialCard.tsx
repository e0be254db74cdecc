import { StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "./image-layouts";
import type { Testimonial } from "@institute/schemas";
import { cutText } from "./text";
import { Stars } from "./Stars";
import { BLANK } from "./Notice";

/** One testimonial; the home page cuts the text at 150 characters, the testimonials page at 180. */
export function TestimonialCard({ testimonial: t, maxChars }: { testimonial: Testimonial; maxChars: number }) {
  return (
    <figure className="pub-card pub-testimonial">
      <blockquote>
        <p>{cutText(t.content, maxChars)}</p>
      </blockquote>
      <figcaption className="pub-testimonial-person">
        {t.image
          ? <StoredImage folder="testimonials" name={t.image} alt="" {...IMAGE_LAYOUTS.portrait} loading="lazy" />
          : <span className="pub-avatar" aria-hidden="true">{t.name.charAt(0)}</span>}
        <span>
          <strong>{t.name}</strong>
          {t.designation && <span className="pub-muted">{t.designation}</span>}
          <Stars rating={t.rating} />
        </span>
      </figcaption>
    </figure>
  );
}

/** A testimonial before the list has come: the real card's parts with blank words, so of its size. */
export function TestimonialCardSkeleton() {
  return (
    <div className="pub-card pub-testimonial pub-skeleton-card">
      <blockquote>
        <p>{BLANK}</p>
      </blockquote>
      <div className="pub-testimonial-person">
        <span className="pub-avatar pub-skeleton" />
        <span>
          <strong>{BLANK}</strong>
          <span className="pub-muted">{BLANK}</span>
          <span className="pub-stars">{BLANK}</span>
        </span>
      </div>
    </div>
  );
}
