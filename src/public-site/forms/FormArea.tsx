import { useLayoutEffect, useRef, type ReactNode } from "react";

/**
 * Where a request form stands. When the answer replaces the form (confirmation, offline notice), the
 * area keeps the form's height: the answer comes later than 500 ms after the tap on a mobile
 * network, so whatever stood below the form moving up would count as a layout shift (CLS, issue 31).
 */
export function FormArea({
  replaced,
  children,
}: {
  replaced: boolean;
  children: ReactNode;
}) {
  const area = useRef<HTMLDivElement>(null);
  const formHeight = useRef(0);
  useLayoutEffect(() => {
    if (!replaced && area.current)
      formHeight.current = area.current.offsetHeight;
  });
  return (
    <div
      ref={area}
      style={
        replaced && formHeight.current > 0
          ? { minHeight: formHeight.current }
          : undefined
      }
    >
      {children}
    </div>
  );
}
