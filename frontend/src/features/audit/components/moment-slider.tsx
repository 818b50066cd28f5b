import { useEffect, useState } from 'react';
import { Group, Slider, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { AuditHistoryEntry, AuditOrderHistory } from '@certus/contracts';
import { auditTime } from '../lib/audit-format.ts';

/** How long the slider rests before the moment is asked for: each answer is recorded in the trail, each step need not be. */
export const SLIDER_SETTLE_MS = 300;

interface MomentSliderProps {
  label: string;
  history: AuditOrderHistory;
  /** The version shown; it follows the parent (a moment asked for by time lands on a version). */
  version: number;
  onVersion(version: number): void;
}

const entryOf = (history: AuditOrderHistory, version: number): AuditHistoryEntry | undefined => history.events.find((e) => e.version === version);

/** "Event 3 of 7, May 5, 2025, 9:02:00 AM UTC: Worker w-17 corrected the declared value…" */
export function momentText(history: AuditOrderHistory, version: number): string {
  const entry = entryOf(history, version);
  const last = history.events.at(-1)!.version;
  return entry ? `Event ${version} of ${last}, ${auditTime(entry.recordedAt)}: ${entry.summary}` : `Event ${version} of ${last}`;
}

/**
 * A slider over the order's versions, 1 (submitted) to the last event: the event under the thumb is named below
 * it and read out as the slider's value (aria-valuetext), so a keyboard or screen-reader user hears each moment.
 * Arrows, Page keys, Home and End move it; the moment is asked for once it rests.
 */
export function MomentSlider({ label, history, version, onVersion }: MomentSliderProps) {
  const [shown, setShown] = useState(version);
  useEffect(() => setShown(version), [version]);
  const settle = useDebouncedCallback((next: number) => onVersion(next), SLIDER_SETTLE_MS);
  const last = history.events.at(-1)!.version;
  const entry = entryOf(history, shown);

  return (
    <Stack gap={6}>
      <Text fw={600} component="div">
        {label}
      </Text>
      {last > 1 ? (
        <Slider
          min={1}
          max={last}
          step={1}
          value={shown}
          onChange={setShown}
          onChangeEnd={settle}
          thumbLabel={label}
          thumbValueText={(value) => momentText(history, value)}
          label={(value) => `Event ${value}`}
          data-testid="moment-slider"
        />
      ) : null}
      {last > 1 ? (
        // The ends of the track, in words under it (as Mantine marks their labels would overflow a phone's edge).
        <Group justify="space-between" aria-hidden>
          <Text size="xs" c="dimmed">
            1: submitted
          </Text>
          <Text size="xs" c="dimmed">
            {last}: now
          </Text>
        </Group>
      ) : null}
      <Text size="sm" data-testid="moment-caption">
        <strong>
          Event {shown} of {last}
        </strong>
        {entry ? (
          <>
            {' · '}
            <time dateTime={entry.recordedAt}>{auditTime(entry.recordedAt)}</time>
            {' · '}
            {entry.summary}
          </>
        ) : null}
      </Text>
    </Stack>
  );
}
