/**
 * The company's colours, as the public site's style sheet declares them (src/public-site/styles/site.css,
 * :root) and the mails' header uses them: the back-office's theme reads them from here
 * (brandColors.test.ts keeps the two in step).
 */
export const brandColors = {
  /** --blue: header, buttons, links; the page's theme-color. */
  navy: '#0b3d6e',
  /** --blue-dark: headings, hovered buttons. */
  navyDark: '#072a4d',
  /** --blue-light: tinted sections. */
  navyLight: '#e8f0f8',
  /** --accent: highlights and focus rings. */
  accent: '#f0a500',
  /** --text */
  text: '#1c2430',
  /** --bg-soft */
  backgroundSoft: '#f5f7fa',
  /** --danger */
  danger: '#b42318',
  /** --success */
  success: '#146c2e',
} as const;
