import type { ReactNode } from 'react';
import { Box, Table, type MantineSpacing } from '@mantine/core';
import { useScrollEdges } from './use-scroll-edges.ts';
import classes from './scrolling-table.module.css';

/** The region's name: the words that name its table (a caption, a heading), or the id of the element holding them. */
type RegionName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

type ScrollingTableProps = RegionName & {
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  mb?: MantineSpacing;
  /** The line that says the table scrolls, in the language of the page around it (English unless told). */
  cue?: string;
  /** The <Table>. */
  children: ReactNode;
};

/**
 * The frame of every table that may scroll sideways (a phone, a narrow window). A box that scrolls must be
 * reachable by keyboard (axe scrollable-region-focusable): it is a named region in the tab order, scrolled
 * with the arrow keys once focused. Native scrolling: with Mantine's ScrollArea the box that scrolls is an
 * inner viewport, which attributes given to the container never reach.
 * When the columns do not fit, a line above says so and the right edge fades while more is hidden there (a
 * phone shows no scroll bar until touched).
 */
export function ScrollingTable({ minWidth, mb, cue = 'Scroll sideways for more →', label, labelledBy, children }: ScrollingTableProps) {
  const { ref, frameRef } = useScrollEdges<HTMLDivElement>();
  return (
    <Box ref={frameRef} mb={mb} className={classes.wrap}>
      <p className={classes.cue} aria-hidden="true" data-testid="scroll-cue">
        {cue}
      </p>
      <Table.ScrollContainer
        ref={ref}
        type="native"
        minWidth={minWidth}
        className={classes.frame}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-labelledby={labelledBy}
        data-testid="scrolling-table"
      >
        {children}
      </Table.ScrollContainer>
    </Box>
  );
}
