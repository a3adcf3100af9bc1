// The WCAG 2 contrast ratio, for the tests that check the board's colours: the board's browser
// tests (in Chromium) and the site's theme test (in Node) both import it.

/** The relative luminance of a computed `rgb(…)`/`rgba(…)` colour (its alpha is not looked at). */
function luminance(color) {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two computed `rgb(…)` colours: from 1 (the same) to 21. */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
