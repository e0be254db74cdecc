export { DESCRIPTION_MAX, shorten, summary } from "./description.ts";
export { type HeadParts, type HeadSite, type HeadTags, headTags, type LinkTag, type MetaTag, type PageHead, pageHead } from "./head.ts";
export { plainText } from "./plain-text.ts";
export { breadcrumbs, courseData, organization } from "./structured-data.ts";
