import { ContactForm } from "../../shared/ContactForm";

/** /contact: the same form as the home page's contact section. */
export function ContactPage() {
  return (
    <section className="pub-page pub-narrow" aria-labelledby="pub-contact-title">
      <h1 id="pub-contact-title">Contact Us</h1>
      <p className="pub-lead">Questions about a course, a batch or fees? Write to us and we will get back to you within one working day.</p>
      <ContactForm />
    </section>
  );
}
