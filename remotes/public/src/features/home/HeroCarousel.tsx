import { queries } from "@institute/api-client";
import { Button, StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "../../shared/image-layouts";
import type { Slider } from "@institute/schemas";
import { PUBLIC } from "@institute/routes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FocusEvent, useEffect, useState, useSyncExternalStore } from "react";

/** The carousel moves on every 2000 ms and does not pause on hover. */
export const SLIDE_INTERVAL_MS = 2000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const watchReducedMotion = (changed: () => void) => {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
};
/** Whether the reader asked their system for less motion; the server draws a turning carousel. */
const useReducedMotion = () => useSyncExternalStore(watchReducedMotion, () => matchMedia(REDUCED_MOTION).matches, () => false);

/**
 * The home hero. It keeps turning while hovered, every two seconds (spec); around that, it stands
 * still for readers who need longer: the Pause button stops it, it starts paused for a reader who
 * asked for reduced motion, and it holds while keyboard focus is in it, from the moment focus
 * enters until it leaves or Play is pressed (the WAI-ARIA carousel pattern). Only slides the user
 * picks are announced, so a screen reader is not interrupted every two seconds.
 */
export function HeroCarousel() {
  const { data: slides = [], isError, error, isPending } = useQuery(queries.sliders.all());
  const [current, setCurrent] = useState(0);
  // The reader's Pause or Play; until then, what their motion preference asks.
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();
  const playing = choice ?? !reducedMotion;
  const [held, setHeld] = useState(false);
  const [announced, setAnnounced] = useState("");
  const count = slides.length;
  const turning = playing && !held && count > 1;

  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [turning, count]);

  // Focus moving inside the carousel neither holds nor frees it: only entering and leaving do.
  const entering = (event: FocusEvent<HTMLDivElement>) =>
    !event.currentTarget.contains(event.relatedTarget) && event.target.matches(":focus-visible") && setHeld(true);
  const leaving = (event: FocusEvent<HTMLDivElement>) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false);

  useEffect(() => {
    // Spec: a slider failure is only logged, the hero simply stays empty.
    if (isError) console.error("Failed to load sliders", error);
  }, [isError, error]);

  const index = count ? current % count : 0;
  const show = (next: number) => {
    const i = (next + count) % count;
    setCurrent(i);
    setAnnounced(`Slide ${i + 1} of ${count}: ${slides[i].title}`);
  };

  if (!isPending && count === 0) return <TextHero />;
  return (
    <div className="pub-carousel" role="region" aria-roledescription="carousel" aria-label="Highlights" onFocus={entering} onBlur={leaving}>
      {count > 1 && (
        <div className="pub-carousel-controls">
          <Button
            type="button"
            className="pub-carousel-button"
            onClick={() => {
              setChoice(!turning);
              setHeld(false);
            }}
          >
            {turning ? "Pause slideshow" : "Play slideshow"}
          </Button>
        </div>
      )}
      <div className="pub-carousel-track">
        {slides.map((slide, i) => <Slide key={slide.id} slide={slide} position={i} count={count} current={i === index} />)}
      </div>
      {count > 1 && (
        <>
          <Button
            type="button"
            className="pub-carousel-arrow pub-carousel-prev"
            onClick={() => show(index - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Previous slide</span>
          </Button>
          <Button
            type="button"
            className="pub-carousel-arrow pub-carousel-next"
            onClick={() =>
              show(index + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">Next slide</span>
          </Button>
          <div className="pub-carousel-dots" role="group" aria-label="Choose a slide">
            {slides.map((slide, i) => (
              <Button
                key={slide.id}
                type="button"
                aria-current={i === index ? "true" : undefined}
                onClick={() => show(i)}
              >
                <span className="sr-only">Slide {i + 1}: {slide.title}</span>
              </Button>
            ))}
          </div>
        </>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">{announced}</p>
    </div>
  );
}

/** The hero without slides (none added, or they failed to load): the institute's name and what it offers, on the same stage. */
function TextHero() {
  const settings = useQuery(queries.settings.get()).data;
  return (
    <div className="pub-carousel pub-text-hero">
      <p className="pub-slide-title">{settings?.name}</p>
      {settings?.description ? <p className="pub-slide-text">{settings.description}</p> : null}
      <p className="pub-actions">
        <Link to={PUBLIC.courses} className="button button-primary">Browse courses</Link>
        <Link to={PUBLIC.inquiry} className="button">Course Inquiry</Link>
      </p>
    </div>
  );
}

function Slide({ slide, position, count, current }: { slide: Slider; position: number; count: number; current: boolean }) {
  return (
    <div
      className={`pub-slide${current ? " pub-slide-current" : ""}`}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!current}
    >
      {slide.image && (
        <StoredImage
          folder="sliders"
          name={slide.image}
          alt=""
          {...IMAGE_LAYOUTS.hero}
          // The first slide is the largest image of the first screen: it is fetched first.
          loading={position === 0 ? "eager" : "lazy"}
          fetchPriority={position === 0 ? "high" : "low"}
        />
      )}
      <div className="pub-slide-caption">
        <p className="pub-slide-title">{slide.title}</p>
        <p className="pub-slide-text" data-testid={current ? "current-caption" : undefined}>{slide.description}</p>
      </div>
    </div>
  );
}
