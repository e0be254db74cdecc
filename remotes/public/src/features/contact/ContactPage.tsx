import { queries } from "@institute/api-client";
import { InstituteContact } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { ContactForm } from "../../shared/ContactForm";

/** /contact: the same form as the home page's contact section, beside the institute's details. */
export function ContactPage() {
  const settings = useQuery(queries.settings.get()).data;
  return (
    <section className="pub-page" aria-labelledby="pub-contact-title">
      <h1 id="pub-contact-title">Contact Us</h1>
      <p className="pub-lead">Questions about a course, a batch or fees? Write to us and we will get back to you within one working day.</p>
      <div className="pub-contact">
        <ContactForm />
        {settings ? <InstituteContact settings={settings} /> : null}
      </div>
    </section>
  );
}
