import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const r = await lighthouse(process.argv[2], { port: chrome.port, output: "json", logLevel: "error" });
const lhr = r.lhr;
for (const ref of lhr.categories["best-practices"].auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 1 && ref.weight > 0) console.log("BP", ref.id, a.score, JSON.stringify(a.details?.items?.slice(0,3) ?? "").slice(0, 400)); }
console.log("LCP", lhr.audits["largest-contentful-paint"].numericValue, JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lhr.audits["largest-contentful-paint-element"]?.details).slice(0, 300));
const phases = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items; console.log(JSON.stringify(phases));
await chrome.kill();
