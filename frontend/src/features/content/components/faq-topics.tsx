import type { ReactNode } from 'react';
import { Accordion } from '@mantine/core';
import { Section } from './prose.tsx';

export interface FaqQuestion {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqTopic {
  title: string;
  questions: readonly FaqQuestion[];
}

/** The help center's questions, a section per topic, each answer opened from its question. */
export function FaqTopics({ topics }: { topics: readonly FaqTopic[] }) {
  return topics.map((topic) => (
    <Section key={topic.title} title={topic.title}>
      {/* Closed answers stay in the page (hidden with display: none), so find-in-page and search engines see them. */}
      <Accordion multiple order={3} variant="separated" keepMountedMode="display-none">
        {topic.questions.map(({ id, question, answer }) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>{answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Section>
  ));
}
