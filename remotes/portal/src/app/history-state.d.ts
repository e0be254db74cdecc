// What the portal keeps in a page's history entry (not its address): the login page starts from
// the email a registration just used, and says when it follows a password just changed.
import "@tanstack/history";

declare module "@tanstack/history" {
  interface HistoryState {
    registeredEmail?: string;
    passwordChanged?: boolean;
  }
}
