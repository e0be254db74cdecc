import { readableWhatsApp, type SiteSettings } from "@institute/schemas";

/** The social site a link leads to, by its host, for the link's text. */
function siteName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, "");
  return host.split(".")[0].replace(/^./, (c) => c.toUpperCase());
}

/**
 * How to reach the institute, from Settings: phone, WhatsApp, email, address with its map,
 * opening hours and social links, each as the link a phone or browser acts on. Empty details are
 * left out; with none, nothing is drawn.
 */
export function InstituteContact({ settings }: { settings: SiteSettings }) {
  const { phone, whatsapp, email, address, map_url, hours, social } = settings;
  const rows = [
    phone && { label: "Phone", value: <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a> },
    whatsapp &&
    { label: "WhatsApp", value: <a href={`https://wa.me/${whatsapp}`} rel="noopener" target="_blank">{readableWhatsApp(whatsapp)}</a> },
    email && { label: "Email", value: <a href={`mailto:${email}`}>{email}</a> },
    address && {
      label: "Address",
      value: (
        <>
          {address}
          {map_url
            ? (
              <>
                {" "}(<a href={map_url} rel="noopener" target="_blank">map</a>)
              </>
            )
            : null}
        </>
      ),
    },
    hours && { label: "Hours", value: hours },
  ].filter((row) => !!row);
  if (!rows.length && !social.length) return null;
  return (
    <address className="institute-contact">
      {rows.length
        ? (
          <dl>
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )
        : null}
      {social.length
        ? (
          <ul className="institute-social" aria-label="Social links">
            {social.map((url) => (
              <li key={url}>
                <a href={url} rel="noopener me" target="_blank">{siteName(url)}</a>
              </li>
            ))}
          </ul>
        )
        : null}
    </address>
  );
}
