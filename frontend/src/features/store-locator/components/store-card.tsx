import type { MouseEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { StoreLocation } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { serviceName, storeLocatorMessages } from '../store-locator-messages.ts';
import classes from './store-card.module.css';

/** What a card shows: a live store of the locator, or a record being edited (no distance yet). */
export type StoreCardStore = Omit<StoreLocation, 'distance' | 'storeId'> & { storeId?: string; distance?: number };

export const formatMiles = (miles: number) => storeLocatorMessages.en.milesShort(miles);

interface StoreCardProps {
  store: StoreCardStore;
  headingLevel?: 2 | 3 | 4;
  /** The store chosen on the map or in the list. */
  selected?: boolean;
  /** Choosing the card (its button, or a click anywhere on it) shows the store on the map. */
  onSelect?: () => void;
}

/**
 * One of our stores as a visitor sees it (spec 3 store records): name, distance, address, phone, website,
 * opening hours and services. The locator's list and the editor's preview draw the same card.
 */
export function StoreCard({ store, headingLevel = 3, selected = false, onSelect }: StoreCardProps) {
  const text = useMessages(storeLocatorMessages);
  // The record's own words (name, street, hours) are as the editor wrote them: English, marked so on a French page.
  const recordLang = useLanguage() === 'fr' ? 'en' : undefined;
  const countryNames: Record<string, string> = { US: text.countryUS, CA: text.countryCA };
  const Heading = `h${headingLevel}` as const;
  const { address } = store;
  const region = [address.city, [address.stateProvince, address.zipPostal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  // A click on the card chooses it too, except on its links and button (they do their own thing).
  const chooseOnClick = onSelect
    ? (event: MouseEvent<HTMLElement>) => {
        if (!(event.target as HTMLElement).closest('a, button')) onSelect();
      }
    : undefined;
  return (
    <article
      className={[classes.card, onSelect ? classes.selectable : '', selected ? classes.selected : ''].join(' ')}
      aria-labelledby={store.storeId ? `store-${store.storeId}-name` : undefined}
      data-testid="store-card"
      data-selected={selected || undefined}
      onClick={chooseOnClick}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Heading className={classes.name} id={store.storeId ? `store-${store.storeId}-name` : undefined} lang={recordLang}>
            {store.name}
          </Heading>
          {store.distance !== undefined ? (
            <Text className={classes.distance} size="sm" data-testid="store-distance">
              <VisuallyHidden component="span">{text.distanceLabel}</VisuallyHidden>
              {text.milesShort(store.distance)}
            </Text>
          ) : null}
        </Group>
        <dl className={classes.facts}>
          <dt>{text.address}</dt>
          <dd>
            <ul className={classes.lines}>
              <li>{address.line1}</li>
              {address.line2 ? <li lang={recordLang}>{address.line2}</li> : null}
              <li>{region}</li>
              <li>{countryNames[address.country] ?? address.country}</li>
            </ul>
          </dd>
          {store.phone ? (
            <>
              <dt>{text.phone}</dt>
              <dd>
                <Anchor href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</Anchor>
              </dd>
            </>
          ) : null}
          {store.website ? (
            <>
              <dt>{text.website}</dt>
              <dd>
                <Anchor href={store.website} target="_blank" rel="noopener noreferrer">
                  {store.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <VisuallyHidden component="span">{text.opensInNewTab}</VisuallyHidden>
                </Anchor>
              </dd>
            </>
          ) : null}
          {store.hours.length ? (
            <>
              <dt>{text.hours}</dt>
              <dd>
                <ul className={classes.lines} lang={recordLang}>
                  {store.hours.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
        {store.services.length ? (
          <ul className={classes.services} aria-label={text.services}>
            {store.services.map((id) => (
              <li key={id} className={classes.service}>
                {serviceName(text, id)}
              </li>
            ))}
          </ul>
        ) : null}
        {onSelect ? (
          <Group>
            <Button size="xs" variant={selected ? 'filled' : 'light'} onClick={onSelect} aria-pressed={selected} aria-describedby={store.storeId ? `store-${store.storeId}-name` : undefined}>
              {selected ? text.shownOnMap : text.showOnMap}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </article>
  );
}
