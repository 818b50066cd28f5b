import { useEffect, useRef, type ReactNode } from 'react';
import { Title } from '@mantine/core';

/**
 * The heading of a sub-screen that replaces part of a page without a URL of its own (spec 2.2: edit member,
 * change password). It takes focus when shown (`focusOnShow`), so keyboard and screen-reader users land on
 * the new content instead of on a button that is gone.
 */
export function SubScreenHeading({ children, focusOnShow = true }: { children: ReactNode; focusOnShow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}
