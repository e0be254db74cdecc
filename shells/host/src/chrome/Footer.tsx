import { queries } from "@institute/api-client";
import { InstituteContact } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FOOTER_LINKS } from "./constants";

/** The institute's name, how to reach it (from Settings), and the footer's links. */
export function Footer() {
  const settings = useQuery(queries.settings.get()).data;
  return (
    <footer className="site-footer">
      <div className="site-footer-about">
        <p className="site-footer-name">{settings?.name}</p>
        {settings?.description ? <p>{settings.description}</p> : null}
        {settings ? <InstituteContact settings={settings} /> : null}
      </div>
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer-copy">© {new Date().getFullYear()} {settings?.name}</p>
    </footer>
  );
}
