import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within, type RenderResult } from '@testing-library/react';
import { MantineProvider, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../../app/theme.ts';
import { axeViolations } from '../../lib/testing/axe-violations.ts';
import { ScrollingTable } from './scrolling-table.tsx';

const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const renderWithProviders = (ui: ReactNode): RenderResult => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

const aTable = (
  <Table aria-label="Books of Modern">
    <Table.Tbody>
      <Table.Tr>
        <Table.Td>Amazing Spider-Man #300</Table.Td>
      </Table.Tr>
    </Table.Tbody>
  </Table>
);

describe('a table that scrolls sideways', () => {
  it('given a label, then the scrolling box is a region of that name, in the tab order, around the table', () => {
    renderWithProviders(
      <ScrollingTable minWidth={600} label="Books of Modern">
        {aTable}
      </ScrollingTable>,
    );

    const region = screen.getByRole('region', { name: 'Books of Modern' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Books of Modern' })).toBeTruthy();
  });

  it('given a label, then axe finds nothing wrong with the region and its table', async () => {
    renderWithProviders(
      <main>
        <ScrollingTable minWidth={600} label="Books of Modern">
          {aTable}
        </ScrollingTable>
      </main>,
    );

    expect(await axeViolations()).toEqual([]);
  });

  it('given the id of its heading, then the region is named by the heading', () => {
    renderWithProviders(
      <>
        <h2 id="payments-heading">Payments</h2>
        <ScrollingTable minWidth={600} labelledBy="payments-heading">
          {aTable}
        </ScrollingTable>
      </>,
    );

    expect(screen.getByRole('region', { name: 'Payments' }).tabIndex).toBe(0);
  });

  it('given it is focused, then the box that scrolls is the one focused (native scrolling, not an inner viewport)', () => {
    renderWithProviders(
      <ScrollingTable minWidth={600} label="Books of Modern">
        {aTable}
      </ScrollingTable>,
    );

    const region = screen.getByRole('region', { name: 'Books of Modern' });
    region.focus();
    expect(document.activeElement).toBe(region);
    expect(region.style.getPropertyValue('--table-overflow')).toBe('auto');
    expect(region.querySelector('.mantine-ScrollArea-viewport')).toBeNull();
  });

  it('given the site\'s sources, then every table that may scroll sideways is framed by ScrollingTable', () => {
    const framedElsewhere = sourcesOf(SOURCES)
      .filter((file) => !file.endsWith(path.join('components', 'ui', 'scrolling-table.tsx')))
      .filter((file) => /Table\.ScrollContainer|TableScrollContainer/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCES, file));

    expect(framedElsewhere).toEqual([]);
  });
});

describe('the scroll cue', () => {
  /** A browser's ResizeObserver reports each box it watches once the box is laid out; this one as soon as it watches. */
  class ReportingResizeObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  const testsObserver = globalThis.ResizeObserver;
  beforeEach(() => {
    globalThis.ResizeObserver = ReportingResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = testsObserver;
  });

  /** jsdom lays nothing out: the box's widths are what a phone would measure. */
  function withWidths(scrollWidth: number, clientWidth: number) {
    const widths = { scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'), clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth') };
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
    return () => {
      for (const [name, descriptor] of Object.entries(widths)) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    };
  }

  it('given columns wider than the box (a phone), then the frame is marked scrollable with more to the right, so the cue line and the fade show', () => {
    const restore = withWidths(700, 358);
    try {
      renderWithProviders(
        <ScrollingTable minWidth={600} label="Books of Modern">
          {aTable}
        </ScrollingTable>,
      );
      const frame = screen.getByTestId('scroll-cue').parentElement!;
      expect(frame.hasAttribute('data-scrollable')).toBe(true);
      expect(frame.hasAttribute('data-more-right')).toBe(true);
    } finally {
      restore();
    }
  });

  it('given columns that fit, then no cue', () => {
    const restore = withWidths(600, 900);
    try {
      renderWithProviders(
        <ScrollingTable minWidth={600} label="Books of Modern">
          {aTable}
        </ScrollingTable>,
      );
      expect(screen.getByTestId('scroll-cue').parentElement!.hasAttribute('data-scrollable')).toBe(false);
    } finally {
      restore();
    }
  });
});
