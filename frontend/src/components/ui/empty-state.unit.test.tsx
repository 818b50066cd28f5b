import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { EmptyState } from './empty-state.tsx';
import { BoxIcon } from './icons.tsx';
import { theme } from '../../app/theme.ts';
import { axeViolations } from '../../lib/testing/axe-violations.ts';

const renderEmpty = () =>
  render(
    <MantineProvider theme={theme}>
      <main>
        <EmptyState icon={BoxIcon} data-testid="things-empty" action={<a href="/submit">Submit books</a>}>
          You have no orders yet.
        </EmptyState>
      </main>
    </MantineProvider>,
  );

describe('EmptyState', () => {
  it('given an empty list, when shown, then it says why in a sentence and offers the action; the icon is not read out', async () => {
    renderEmpty();
    const empty = screen.getByTestId('things-empty');
    expect(empty.textContent).toBe('You have no orders yet.Submit books');
    expect(screen.getByRole('link', { name: 'Submit books' }).getAttribute('href')).toBe('/submit');
    expect(empty.querySelector('svg')?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
