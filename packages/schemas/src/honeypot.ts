/**
 * The forms' hidden trap field: people never see or reach it, bots that fill every input do.
 * A filled one is answered like a success and stored nowhere. (A module of its own, free of
 * zod, so the public site can name the field without bundling the schemas.)
 */
export const HONEYPOT_FIELD = "website";
