/** The download name from Content-Disposition, preferring RFC 5987 `filename*=UTF-8''…` over `filename=`. */
export function fileNameFromDisposition(header: string | null, fallback = 'download'): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape falls through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return fallback;
  const name = (plain[2] ?? plain[1]).trim();
  try {
    // many servers percent-encode the plain name too
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
