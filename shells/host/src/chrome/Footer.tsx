import { Link } from "@tanstack/react-router";
import { FOOTER_LINKS } from "./constants";

export function Footer() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} Northwind IT Academy</p>
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
