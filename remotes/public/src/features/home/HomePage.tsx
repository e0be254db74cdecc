import { PUBLIC } from "@institute/routes";
import { queries } from "@institute/api-client";
import { InstituteContact } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, type ReactNode } from "react";
import { CourseGrid } from "../../shared/CourseGrid";
import { Deferred } from "../../shared/Deferred";
import { TestimonialList } from "../../shared/TestimonialList";
import { AboutTeaser } from "./AboutTeaser";
import { HeroCarousel } from "./HeroCarousel";
import { HomeGallery } from "./HomeGallery";
import { HOME_COURSES, HOME_TESTIMONIAL_MAX, HOME_TESTIMONIALS } from "./home-reads";
import { useSettledHashScroll } from "./use-settled-hash-scroll";

// The form and its checks (the schemas, zod) are at the page's end: loaded when near or at a Tab.
const ContactForm = lazy(() => import("../../shared/ContactForm").then((m) => ({ default: m.ContactForm })));

/** A home section the header's hash links (/#courses, ...) scroll to. */
function Section({ id, title, more, children }: { id: string; title?: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className="pub-section" aria-labelledby={`pub-${id}-title`}>
      {title && (
        <div className="pub-section-head">
          <h2 id={`pub-${id}-title`}>{title}</h2>
          {more}
        </div>
      )}
      {children}
    </section>
  );
}

/** /: the hero carousel, then one section per header link. */
export function HomePage() {
  useSettledHashScroll();
  const settings = useQuery(queries.settings.get()).data;
  return (
    <div className="pub-home">
      <section id="hero" className="pub-section pub-hero" aria-labelledby="pub-home-title">
        <h1 id="pub-home-title" className="sr-only">{settings?.name}</h1>
        <HeroCarousel />
      </section>
      <Section id="aboutus">
        <AboutTeaser />
      </Section>
      <Section id="courses" title="Popular Courses" more={<Link to={PUBLIC.courses}>View all courses</Link>}>
        <CourseGrid limit={HOME_COURSES} />
      </Section>
      <Section id="gallery" title="Gallery" more={<Link to={PUBLIC.gallery}>Open the gallery</Link>}>
        <HomeGallery />
      </Section>
      <Section id="testimonials" title="What Our Students Say" more={<Link to={PUBLIC.testimonials}>All testimonials</Link>}>
        <TestimonialList maxChars={HOME_TESTIMONIAL_MAX} limit={HOME_TESTIMONIALS} />
      </Section>
      <Section id="contact" title="Contact Us">
        <div className="pub-contact">
          <Deferred placeholder={<div className="pub-contact-placeholder" />}>
            <ContactForm />
          </Deferred>
          {settings ? <InstituteContact settings={settings} /> : null}
        </div>
      </Section>
    </div>
  );
}
