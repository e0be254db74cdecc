export * from "./common.ts";
export * from "./course-lists.ts";
export * from "./content.ts";
export * from "./people.ts";
export * from "./honeypot.ts";
export * from "./files.ts";
export * from "./lists.ts";
export * from "./activity.ts";
