import { Button } from "@institute/ui";
import { PORTAL, PUBLIC } from "@institute/routes";
import { endSession, queries } from "@institute/api-client";
import { isStudentAtom, studentNameAtom } from "@institute/auth";
import { useQuery } from "@tanstack/react-query";
import { Link, useHydrated, useMatchRoute, useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { HEADER_SWITCH_PX, SECTION_LINKS } from "./constants";
import { useScrolledPast } from "./use-scrolled-past";

/** Course Inquiry: on a course's page, the form starts from that course, as the page's own Ask us does. */
function InquiryButton() {
  const onCourse = useMatchRoute()({ to: PUBLIC.course });
  const id = onCourse ? Number(onCourse.id) : undefined;
  // The course page's own read: the list it was drawn from. Looked into by `select`, whose failure
  // (a release that hands the page a list it cannot read) is the query's, never the header's.
  const course = useQuery({
    ...queries.courses.all(),
    enabled: id !== undefined,
    select: (list) => (id === undefined ? undefined : list.find((c) => c.id === id)),
  }).data;
  return (
    <Link
      to={PUBLIC.inquiry}
      search={course ? { course: course.title, course_id: course.id } : {}}
      className="button button-primary inquiry-button"
    >
      Course Inquiry
    </Link>
  );
}

/** The public header: logo, section links, login or greeting, and Course Inquiry. */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SWITCH_PX);
  // The server draws every visitor's header signed out, and the first render in the browser must
  // draw the same to take the drawing over: a signed-in student's greeting comes right after.
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isStudentAtom);
  const isStudent = signedIn && hydrated;
  const studentName = useAtomValue(studentNameAtom);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const siteName = useQuery(queries.settings.get()).data?.name;
  const close = () => setMenuOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives focus back to its button, as a disclosure should.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className={`site-header${scrolled ? " site-header-scrolled" : ""}${isStudent ? " site-header-student" : ""}`}>
      <div className="brand-row">
        <Link to={PUBLIC.home} className="site-logo" aria-label={siteName} onClick={close}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="site-logo-name">{siteName}</span>
        </Link>
        {/* Before 80 px the button stands beside the logo; after, it moves into the nav bar. */}
        {!scrolled && <InquiryButton />}
        <Button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          <span aria-hidden="true">☰</span>
        </Button>
      </div>
      <nav id="site-nav" aria-label="Main" className={menuOpen ? "open" : undefined}>
        <ul>
          {SECTION_LINKS.map((link) => (
            <li key={link.hash}>
              {/* Current only at its own section: without the hash, every section link would be current on the home page. */}
              <Link to={PUBLIC.home} hash={link.hash} activeOptions={{ includeHash: true }} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          {isStudent
            ? (
              <>
                <li className="greeting" title={`Welcome, ${studentName}`}>Welcome, {studentName}</li>
                <li>
                  <Link to={PORTAL.resources} onClick={close}>Course Resources</Link>
                </li>
                <li>
                  <Link to={PORTAL.profile} onClick={close}>Profile</Link>
                </li>
                <li>
                  <Button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      void endSession("student");
                      close();
                      navigate({ to: PUBLIC.home });
                    }}
                  >
                    Logout
                  </Button>
                </li>
              </>
            )
            : (
              <>
                <li>
                  <Link to={PORTAL.register} onClick={close}>Register</Link>
                </li>
                <li>
                  <Link to={PORTAL.login} onClick={close}>Login</Link>
                </li>
              </>
            )}
          {scrolled && (
            <li>
              <InquiryButton />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
