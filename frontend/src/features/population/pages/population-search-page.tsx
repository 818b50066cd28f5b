import { useState } from 'react';
import { Button, Container, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PopulationSearchForm } from '../components/population-search-form.tsx';
import { EMPTY_FILTER, type PopulationFilter } from '../lib/population-filter.ts';
import { readSavedFilter } from '../lib/saved-filter.ts';

import { useMessages } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';
/** Where the popup was opened from (the listing's "Refine search"): closing it goes back there. */
export interface PopupState {
  returnTo?: string;
}

/**
 * What the form starts with: a title named in the path (/population-report/spider-man) starts a new search for
 * it; otherwise the member's last search (the saved filter), so refining it is one change.
 */
function startingFilter(id: string | undefined): PopulationFilter {
  const saved = readSavedFilter();
  if (id && id.toLowerCase() !== 'new') return { ...EMPTY_FILTER, Size: saved?.Size ?? EMPTY_FILTER.Size, RequestTitle: id };
  return saved ?? EMPTY_FILTER;
}

/**
 * /population-report/{id} (spec 2.1 all.popup): the population search as a dialog over a short page about the
 * report. Closing the dialog goes back to the listing it was opened from, or leaves the page with a button
 * to open it again.
 */
export function PopulationSearchPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: PopupState | null };
  const [opened, setOpened] = useState(true);
  // Fixed for this visit: the form keeps what the member types even if the saved filter changes meanwhile.
  const [initialValues] = useState(() => startingFilter(id));
  const text = useMessages(populationWords);
  useDocumentTitle(text.documentTitle);

  const close = () => {
    if (state?.returnTo) void navigate(state.returnTo);
    else setOpened(false);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{text.heading}</Title>
        <Text maw={640}>{text.popupIntro}</Text>
        <Button onClick={() => setOpened(true)}>{text.searchButton}</Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={text.searchButton}
        size="xl"
        closeButtonProps={{ 'aria-label': text.close }}
      >
        <PopulationSearchForm initialValues={initialValues} />
      </Modal>
    </Container>
  );
}
