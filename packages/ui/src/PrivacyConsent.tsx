import { PUBLIC } from "@institute/routes";
import { Link } from "@tanstack/react-router";

/**
 * The line above the send button of every form that asks for personal details: what they are used
 * for, and the office's privacy notice.
 */
export function PrivacyConsent({ use = "to answer you" }: { use?: string }) {
  return (
    <p className="form-consent">
      We use these details only {use}, as our <Link to={PUBLIC.privacy}>Privacy Notice</Link> explains.
    </p>
  );
}
