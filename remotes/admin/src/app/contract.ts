import type { RemoteRoutesModule } from "@institute/federation";
import * as app from "./App";

/** The shell's contract for `./App`, checked by this remote's own typecheck (npm test <remote>). */
export const exposed: RemoteRoutesModule = app;
