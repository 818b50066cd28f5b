import type { ReactNode } from 'react';
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Signature, SignatureType } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { sentenceIn, submissionUiMessages } from '../submission-messages.ts';
import { SaidText } from './said-text.tsx';

export const signatureFieldId = (index: number, field: 'name' | 'date') => `line-signatures.${index}.${field}`;

interface SignaturesFieldsetProps {
  signatures: Signature[];
  /** VSP and VSPP are dropped by witnessed tiers and by partial grade (spec 4): not offered then. */
  verifiedAllowed: boolean;
  errorOf(field: string): ReactNode;
  /** Why the last removal was refused (spec 8: 'Please remove Verified Plus first and then try again.'). */
  removeError: string | null;
  onAdd(type: SignatureType): void;
  onChange(id: string, patch: Partial<Signature>): void;
  onRemove(id: string): void;
}

/** The signatures of a line (spec 3 Signature): ASP needs the signer's name and the date (spec 5). */
export function SignaturesFieldset({ signatures, verifiedAllowed, errorOf, removeError, onAdd, onChange, onRemove }: SignaturesFieldsetProps) {
  const listError = errorOf('signatures');
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();
  return (
    <Fieldset legend={t.signatures} id="line-signatures" tabIndex={-1}>
      <Stack gap="sm">
        {signatures.length === 0 ? <Text size="sm">{t.noSignatures}</Text> : null}
        {signatures.map((signature, index) => {
          const label = t.signatureN(t.signatureType(signature.type), index + 1);
          return (
            <Fieldset key={signature.id} legend={label} variant="filled" data-testid="signature">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  id={signatureFieldId(index, 'name')}
                  label={t.signedBy}
                  required={signature.type === 'ASP'}
                  value={signature.name}
                  error={errorOf(`signatures.${index}.name`)}
                  onChange={(event) => onChange(signature.id, { name: event.currentTarget.value })}
                />
                <TextInput
                  id={signatureFieldId(index, 'date')}
                  label={t.dateSigned}
                  type="date"
                  required={signature.type === 'ASP'}
                  value={signature.date ?? ''}
                  error={errorOf(`signatures.${index}.date`)}
                  onChange={(event) => onChange(signature.id, { date: event.currentTarget.value || null })}
                />
                <TextInput
                  label={t.whereSigned}
                  value={signature.location ?? ''}
                  onChange={(event) => onChange(signature.id, { location: event.currentTarget.value || null })}
                />
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRemove(signature.id)} aria-label={t.removeName(label)}>
                  {t.remove}
                </Button>
              </Group>
            </Fieldset>
          );
        })}
        {removeError ? (
          <Alert color="red" variant="light" role="alert" data-testid="signature-error">
            <SaidText said={sentenceIn(language, removeError)} />
          </Alert>
        ) : null}
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="outline" onClick={() => onAdd('ASP')}>
            {t.addAsp}
          </Button>
          <Button size="xs" variant="outline" onClick={() => onAdd('VSP')} disabled={!verifiedAllowed}>
            {t.addVsp}
          </Button>
          <Button size="xs" variant="outline" onClick={() => onAdd('VSPP')} disabled={!verifiedAllowed}>
            {t.addVspp}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
