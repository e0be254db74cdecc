import type { SiteSettings, StudentStatus } from "@institute/schemas";
import { Details, Letter, oneLine, P, renderLetter } from "./letter.tsx";
import type { OutgoingMail } from "./outbox.ts";

/** A registration as stored: the student, the course's title, and whether it waits for the office. */
export interface Registration {
  id: number;
  name: string;
  email: string;
  mobile: string;
  course: string;
  status: StudentStatus;
}

interface Links {
  /** The portal's login page. */
  login: string;
  /** The console's list of students. */
  students: string;
}

function Welcome({ student, settings, links }: { student: Registration; settings: SiteSettings; links: Links }) {
  return (
    <Letter settings={settings} title={`Welcome to ${settings.name}`}>
      <p style={P}>Dear {student.name},</p>
      <p style={P}>Thank you for registering for {student.course}.</p>
      {student.status === "pending"
        ? (
          <p style={P}>
            The office approves each new registration. Once it has, your course's files open when you log in at{" "}
            <a href={links.login}>{links.login}</a> with {student.email}.
          </p>
        )
        : (
          <p style={P}>
            Your course's files are ready: log in at <a href={links.login}>{links.login}</a> with {student.email}.
          </p>
        )}
      <p style={P}>Questions about your course? Reply to this email or reach us below.</p>
    </Letter>
  );
}

function OfficeNotice({ student, settings, links }: { student: Registration; settings: SiteSettings; links: Links }) {
  return (
    <Letter settings={settings} title="New registration">
      <p style={P}>A student registered through the website:</p>
      <Details rows={[["Name", student.name], ["Email", student.email], ["Mobile", student.mobile], ["Course", student.course]]} />
      <p style={P}>
        {student.status === "pending" ? "The registration waits for your approval: " : ""}
        <a href={links.students}>open the students in the console</a>. Replying to this email writes to {student.name}.
      </p>
    </Letter>
  );
}

/**
 * What a registration sends: a welcome to the student (saying whether the office must approve it
 * first), and a notice to the office's addresses (none while none is set).
 */
export function registrationMails(student: Registration, settings: SiteSettings, office: string, links: Links): OutgoingMail[] {
  const cause = { table: "students" as const, id: student.id };
  const welcome: OutgoingMail = {
    kind: "student-welcome",
    to: student.email,
    replyTo: settings.email || undefined,
    fromName: settings.name,
    subject: oneLine(`Welcome to ${settings.name}`),
    ...renderLetter(<Welcome student={student} settings={settings} links={links} />),
    cause,
  };
  if (!office) return [welcome];
  return [welcome, {
    kind: "office-registration",
    to: office,
    replyTo: student.email,
    fromName: settings.name,
    subject: oneLine(`New registration: ${student.name} for ${student.course}`),
    ...renderLetter(<OfficeNotice student={student} settings={settings} links={links} />),
    cause,
  }];
}
