/**
 * A line icon drawn inline (no icon font, no request). Decorative: the text
 * next to it carries the meaning. `path` comes from iconPaths.ts.
 */
export function SvgIcon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
