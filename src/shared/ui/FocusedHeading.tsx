import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of what replaced a form (« Message envoyé ! »): it takes the
 * keyboard focus when it appears, so a screen reader says it at once and the
 * next Tab starts from it, instead of focus falling back to the top of the page
 * with the button that was pressed gone.
 */
export function FocusedHeading({ level, children }: { level: 1 | 2 | 3; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Tag = `h${level}` as const;
  return (
    <Tag ref={heading} tabIndex={-1}>
      {children}
    </Tag>
  );
}
