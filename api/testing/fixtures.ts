/** Real file bytes for upload tests: the seed's JPEGs and small files built to their formats. */
export const jpeg = () => Deno.readFile(new URL("../seed/images/person-1.jpg", import.meta.url));

/** A valid 1x1 PNG. */
export const png = () =>
  Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );

export const gif = () => Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));

/** A minimal but well-formed one-page PDF. */
export function pdf(text = "Syllabus"): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${44 + text.length} >>\nstream\nBT /F1 18 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

export const webp = () =>
  new Uint8Array([
    ...new TextEncoder().encode("RIFF"),
    26,
    0,
    0,
    0,
    ...new TextEncoder().encode("WEBPVP8L"),
    13,
    0,
    0,
    0,
    47,
    0,
    0,
    0,
    0,
    7,
    16,
    17,
    17,
    136,
    136,
    254,
    7,
    0,
  ]);

export const textFile = () => new TextEncoder().encode("just some notes, not an image\n");
export const htmlFile = () => new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

/** An institute's public details, every field filled (Settings). */
export const SITE_DETAILS = {
  name: "Acme Academy",
  description: "Courses that get you hired.",
  phone: "+91 80 1234 5678",
  whatsapp: "918012345678",
  email: "hello@acme.example",
  address: "1 Main Road, Pune",
  map_url: "https://maps.example/acme",
  hours: "Mon to Sat, 9 to 7",
  social: ["https://www.linkedin.com/company/acme", "https://youtube.com/@acme"],
  time_zone: "Asia/Kolkata",
  approve_registrations: true,
};
