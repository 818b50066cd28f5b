import { useRef, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { DISTANCE_CHOICES, type DistanceChoice } from '@certus/contracts';
import { PinIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { useMessages } from '../../region/index.ts';
import { storeLocatorMessages } from '../store-locator-messages.ts';

interface StoreSearchFormProps {
  term: string;
  distance: DistanceChoice;
  /** The server's or the browser's word on the search (a code nobody has, geolocation refused). */
  error: React.ReactNode;
  locating: boolean;
  onSearch(term: string, distance: DistanceChoice): void;
  onDistance(distance: DistanceChoice): void;
  onUseLocation(): void;
}

/** Spec 3 Store search: a ZIP or postal code or a place name, a distance, or the browser's position. */
export function StoreSearchForm({ term, distance, error, locating, onSearch, onDistance, onUseLocation }: StoreSearchFormProps) {
  const text = useMessages(storeLocatorMessages);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(input.current?.value.trim() ?? '', distance);
  };
  return (
    <form role="search" aria-label={text.findAStore} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            key={term}
            ref={input}
            label={text.searchLabel}
            description={text.searchExample}
            defaultValue={term}
            name="q"
            type="search"
            autoComplete="postal-code"
            error={error}
            style={{ flex: '1 1 16rem' }}
          />
          <NativeSelect
            label={text.within}
            description={text.distance}
            name="distance"
            value={String(distance)}
            onChange={(event) => onDistance(Number(event.currentTarget.value) as DistanceChoice)}
            data={DISTANCE_CHOICES.map((miles) => ({ value: String(miles), label: text.miles(miles) }))}
            style={{ flex: '0 0 9rem' }}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" leftSection={<SearchIcon size={16} />}>
            {text.search}
          </Button>
          <Button variant="default" onClick={onUseLocation} loading={locating} leftSection={<PinIcon size={16} />}>
            {text.useMyLocation}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
