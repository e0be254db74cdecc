import { readableWhatsApp, type SiteSettings } from "@institute/schemas";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { convert } from "html-to-text";

// Mail clients ignore style sheets and most CSS: inline styles on plain blocks, one column.
const BODY = { margin: 0, padding: "24px 12px", background: "#f4f5f7", fontFamily: "Arial, Helvetica, sans-serif", color: "#1f2933" };
const CARD = { maxWidth: "600px", margin: "0 auto", background: "#ffffff", borderRadius: "8px", padding: "24px" };
const FOOTER = { maxWidth: "600px", margin: "16px auto 0", fontSize: "13px", color: "#52606d", lineHeight: "1.5" };

/** A paragraph's style in every message. */
export const P = { margin: "0 0 12px", lineHeight: "1.5" };

/** A subject holds one line: a name typed with line breaks cannot add a header. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Who wrote or registered, as the office's notices show it: a label and a value a row. */
export function Details({ rows }: { rows: [string, string][] }) {
  return (
    <table style={{ margin: "0 0 12px", borderCollapse: "collapse" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th style={{ textAlign: "left", padding: "2px 12px 2px 0", verticalAlign: "top" }}>{label}</th>
            <td style={{ padding: "2px 0" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The institute's name and how to reach it, under every message. */
export function ContactLines({ settings }: { settings: SiteSettings }) {
  const { name, phone, whatsapp, email, address, hours } = settings;
  return (
    <>
      <strong>{name}</strong>
      {address && <div>{address}</div>}
      {phone && <div>Phone: {phone}</div>}
      {whatsapp && (
        <div>
          WhatsApp: <a href={`https://wa.me/${whatsapp}`}>{readableWhatsApp(whatsapp)}</a>
        </div>
      )}
      {email && (
        <div>
          Email: <a href={`mailto:${email}`}>{email}</a>
        </div>
      )}
      {hours && <div>Open {hours}</div>}
    </>
  );
}

/** A message's frame: the institute's name at the top, its details at the foot. */
export function Letter({ settings, title, children }: { settings: SiteSettings; title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body style={BODY}>
        <div style={CARD}>
          <div style={{ fontSize: "20px", fontWeight: "bold", marginBottom: "16px" }}>{settings.name}</div>
          {children}
        </div>
        <div style={FOOTER}>
          <ContactLines settings={settings} />
        </div>
      </body>
    </html>
  );
}

/**
 * A message as HTML and as plain text, from one React element: React escapes every text it is
 * given, so a visitor's words cannot become markup; the text part is read off the HTML.
 */
export function renderLetter(element: ReactNode): { html: string; text: string } {
  const html = `<!doctype html>${renderToStaticMarkup(element)}`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      // The title repeats the first line.
      { selector: "title", format: "skip" },
    ],
  });
  return { html, text };
}
