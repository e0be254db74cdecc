// What the portal keeps in a page's history entry (not its address): the login page starts from
// the email a registration just used.
import "@tanstack/history";

declare module "@tanstack/history" {
  interface HistoryState {
    registeredEmail?: string;
  }
}
