import { z } from "zod";
import { orList } from "./common.ts";

/** How a course, or one of its batches, is taught. */
export const COURSE_MODES = ["Online", "Offline", "Hybrid"] as const;
export const CourseMode = z.enum(["", ...COURSE_MODES], { error: `Mode must be ${orList([...COURSE_MODES, "empty"])}` });
