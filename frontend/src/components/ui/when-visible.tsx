import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useServerDrawing } from '../../lib/server-drawing.ts';

interface WhenVisibleProps {
  children: ReactNode;
  /** The room the content will take, held while it is not there yet, so nothing below it moves when it comes. */
  minHeight: number | string;
  /** How far ahead of the viewport to start loading (a fast scroll should find it there). */
  rootMargin?: string;
}

/**
 * Renders its children (typically lazy components) once their place comes near the viewport: a part of a
 * page below the first screen then costs the first load nothing. Without IntersectionObserver (old browsers,
 * jsdom) it renders them at once. Drawn on the server (app/server-shell), it is its placeholder, as a browser
 * first draws it.
 */
export function WhenVisible({ children, minHeight, rootMargin = '200px 0px' }: WhenVisibleProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const onServer = useServerDrawing();
  const [near, setNear] = useState(() => !onServer && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    // Drawn first as the server drew it (a hydrated page, app/start-app.tsx) where nothing can watch the viewport.
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  if (near) return <>{children}</>;
  return <div ref={placeholder} style={{ minHeight }} aria-hidden />;
}
