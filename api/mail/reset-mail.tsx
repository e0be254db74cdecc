import type { SiteSettings } from "@institute/schemas";
import { Letter, oneLine, P, renderLetter } from "./letter.tsx";
import type { OutgoingMail } from "./outbox.ts";

/** Who asked: the student or the staff account with the address. */
export interface ResetRecipient {
  id: number;
  name: string;
  email: string;
  kind: "student" | "admin";
}

interface ResetLink {
  /** The page that sets the password, its token sealed (sealed-secret.ts's SEALED stands in its place). */
  url: string;
  sealedToken: string;
  hours: number;
}

function ResetLetter({ student, settings, link }: { student: ResetRecipient; settings: SiteSettings; link: ResetLink }) {
  return (
    <Letter settings={settings} title="Set a new password">
      <p style={P}>Dear {student.name},</p>
      <p style={P}>
        Someone, we hope you, asked to set a new password for your{" "}
        {student.kind === "admin" ? "staff account of the console" : "student account"}. This link does it, once:
      </p>
      <p style={P}>
        <a href={link.url}>{link.url}</a>
      </p>
      <p style={P}>
        It works for {link.hours} hour{link.hours === 1 ? "" : "s"}. If you did not ask, ignore this email: your password stays as it is.
      </p>
    </Letter>
  );
}

/** The mail of a reset link a student asked for, its token sealed until the worker sends it. */
export const resetMail = (student: ResetRecipient, settings: SiteSettings, link: ResetLink): OutgoingMail => ({
  kind: "password-reset",
  to: student.email,
  replyTo: settings.email || undefined,
  fromName: settings.name,
  subject: oneLine(`Set a new password for ${settings.name}`),
  ...renderLetter(<ResetLetter student={student} settings={settings} link={link} />),
  sealedSecret: link.sealedToken,
  cause: { table: student.kind === "admin" ? "admins" : "students", id: student.id },
});
