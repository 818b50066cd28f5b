import { Anchor, Box, Text } from '@mantine/core';
import { useSelector } from 'react-redux';
import { regionProfiles, type Region } from '@certus/contracts';
import { selectRegionProfile } from '../../region/index.ts';

const labels = {
  en: { phone: 'Phone:', email: 'Email:' },
  fr: { phone: 'Téléphone :', email: 'Courriel :' },
} as const;

/**
 * An office address. By default the office of the site variant the visitor reads (spec 1: the US and
 * Canadian sites differ in office address); `region` pins one office, e.g. the mail-in address.
 */
export function OfficeAddress({ region, lang = 'en' }: { region?: Region; lang?: 'en' | 'fr' }) {
  const selected = useSelector(selectRegionProfile);
  const { office } = region ? regionProfiles[region] : selected;
  return (
    <Box component="address" mb="md" style={{ fontStyle: 'normal' }} data-testid="office-address">
      <Text fw={700}>{office.name}</Text>
      {office.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text>
        {labels[lang].phone} <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</Anchor>
      </Text>
      <Text>
        {labels[lang].email} <Anchor href={`mailto:${office.email}`}>{office.email}</Anchor>
      </Text>
    </Box>
  );
}
