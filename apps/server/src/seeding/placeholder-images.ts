/**
 * Small SVG pictures as data: URIs, so the sample campus has house images and profile photos without files
 * to ship or external hosts to call (the CSP allows data: images).
 */
function initials(text: string): string {
  return text
    .split(/[\s'-]+/)
    .filter((word) => word.length > 2 || /^[A-ZÉ]/.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function houseImage(name: string, color: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">` +
      `<rect width="300" height="200" fill="${color}"/>` +
      `<path d="M90 150V95l60-40 60 40v55z" fill="#fff" fill-opacity=".85"/>` +
      `<text x="150" y="138" font-family="sans-serif" font-size="30" text-anchor="middle" fill="${color}">${initials(name)}</text>` +
      `</svg>`,
  );
}

export function avatar(firstName: string, lastName: string, color: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
      `<rect width="300" height="300" fill="${color}"/>` +
      `<text x="150" y="180" font-family="sans-serif" font-size="110" text-anchor="middle" fill="#fff">` +
      `${firstName.charAt(0)}${lastName.charAt(0)}</text></svg>`,
  );
}
