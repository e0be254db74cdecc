import "@institute/ui/ui.css";
import "./app/styles.css";
import { firstScreenShown } from "./first-screen";

// A page the server drew is shown before the page's code starts: evaluating React and the remote
// holds the main thread for a while, and the visitor should see the first screen meanwhile.
void firstScreenShown(document.querySelector(".server-drawn")).then(() => import("./start"));
