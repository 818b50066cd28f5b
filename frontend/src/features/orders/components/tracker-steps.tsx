import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { TRACKER_STEPS, type TrackerView } from '@certus/contracts';
import { formatDateTime } from '../lib/format-date.ts';
import { useLanguage, type Language } from '../../region/index.ts';
import { trackerWords } from '../lib/tracker-messages.ts';

type StepState = TrackerView['steps'][number]['state'];

// Each state is said in words (trackerWords stepState), so it never rests on colour (or an icon) alone.
const stateColour: Record<StepState, string> = { '': 'gray', Inprocess: 'ink', Completed: 'green' };

/**
 * Spec 4 Tracker: the 5 steps, each empty, Inprocess or Completed, with when it was reached. An ordered list;
 * the step in process carries aria-current="step". `language`: the page's when it is not the visitor's (the
 * auditor's screens read in English).
 */
export function TrackerSteps({ steps, language: pageLanguage }: { steps: TrackerView['steps']; language?: Language }) {
  const visitorLanguage = useLanguage();
  const language = pageLanguage ?? visitorLanguage;
  const text = trackerWords[language];
  return (
    <Stack component="ol" gap="xs" aria-label={text.progress} p={0} m={0} style={{ listStyle: 'none' }}>
      {TRACKER_STEPS.map((label, index) => {
        const step = steps[index];
        const state: StepState = step?.state ?? '';
        const reachedAt = formatDateTime(step?.reachedAt, language);
        return (
          <Paper
            key={label}
            component="li"
            withBorder
            p="sm"
            radius="md"
            aria-current={state === 'Inprocess' ? 'step' : undefined}
            data-testid="tracker-step"
            data-state={state || 'empty'}
            style={state === 'Inprocess' ? { borderWidth: 2, borderColor: 'var(--mantine-color-ink-7)' } : undefined}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon color={stateColour[state]} variant={state ? 'filled' : 'light'} radius="xl" aria-hidden>
                {state === 'Completed' ? '✓' : index + 1}
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={700}>{text.step(label)}</Text>
                <Text size="sm" data-testid="tracker-step-state">
                  {text.stepState(state)}
                </Text>
                {reachedAt ? (
                  <Text size="sm" c="dimmed" data-testid="tracker-step-time">
                    {state === 'Completed' ? text.reached : text.since} <time dateTime={step?.reachedAt ?? undefined}>{reachedAt}</time>
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
