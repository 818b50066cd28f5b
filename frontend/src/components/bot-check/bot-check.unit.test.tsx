import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { BotCheck } from './bot-check.tsx';

const widgetIn = (container: HTMLElement) => container.querySelector('altcha-widget')!;
/** React gives a custom element a value as a property when the element has one (the widget does), else as an attribute. */
const languageOf = (widget: Element) => (widget as Element & { language?: string }).language ?? widget.getAttribute('language') ?? undefined;


describe('the bot check widget', () => {
  it('given a page read in French, when the bot check shows, then the widget speaks Canadian French', () => {
    document.documentElement.lang = 'fr';
    const { container } = render(
      <MantineProvider>
        <BotCheck onChange={() => undefined} label="Vérification anti-robot" />
      </MantineProvider>,
    );
    expect(languageOf(widgetIn(container))).toBe('fr-ca');
  });

  it('given a page read in English, then the widget keeps its own English', () => {
    const { container } = render(
      <MantineProvider>
        <BotCheck onChange={() => undefined} />
      </MantineProvider>,
    );
    expect(languageOf(widgetIn(container))).toBeUndefined();
  });
});
