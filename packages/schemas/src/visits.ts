import { z } from "zod";

export const Visit = z.object({
  visitorId: z.string({ error: "visitorId must be 8 to 64 letters, digits, - or _" }).trim().regex(
    /^[A-Za-z0-9_-]{8,64}$/,
    "visitorId must be 8 to 64 letters, digits, - or _",
  ),
});
