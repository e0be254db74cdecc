// DOMPurify for a server render (serverRenderConfig aliases `dompurify` here): bound to a jsdom
// window, as the API's own sanitiser is, since the server has no document of its own.
import createDOMPurify from "dompurify/dist/purify.js";
import { JSDOM } from "jsdom";

export default createDOMPurify(new JSDOM("").window);
