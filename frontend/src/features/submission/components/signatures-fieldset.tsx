import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Signature, SignatureType } from '@certus/contracts';

const typeLabels: Record<SignatureType, string> = {
  ASP: 'Authentic (ASP)',
  VSP: 'Verified (VSP)',
  VSPP: 'Verified Plus (VSPP)',
};

export const signatureFieldId = (index: number, field: 'name' | 'date') => `line-signatures.${index}.${field}`;

interface SignaturesFieldsetProps {
  signatures: Signature[];
  /** VSP and VSPP are dropped by witnessed tiers and by partial grade (spec 4): not offered then. */
  verifiedAllowed: boolean;
  errorOf(field: string): string | undefined;
  /** Why the last removal was refused (spec 8: 'Please remove Verified Plus first and then try again.'). */
  removeError: string | null;
  onAdd(type: SignatureType): void;
  onChange(id: string, patch: Partial<Signature>): void;
  onRemove(id: string): void;
}

/** The signatures of a line (spec 3 Signature): ASP needs the signer's name and the date (spec 5). */
export function SignaturesFieldset({ signatures, verifiedAllowed, errorOf, removeError, onAdd, onChange, onRemove }: SignaturesFieldsetProps) {
  const listError = errorOf('signatures');
  return (
    <Fieldset legend="Signatures" id="line-signatures" tabIndex={-1}>
      <Stack gap="sm">
        {signatures.length === 0 ? <Text size="sm">No signatures.</Text> : null}
        {signatures.map((signature, index) => {
          const label = `${typeLabels[signature.type]} signature ${index + 1}`;
          return (
            <Fieldset key={signature.id} legend={label} variant="filled" data-testid="signature">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  id={signatureFieldId(index, 'name')}
                  label="Signed by"
                  required={signature.type === 'ASP'}
                  value={signature.name}
                  error={errorOf(`signatures.${index}.name`)}
                  onChange={(event) => onChange(signature.id, { name: event.currentTarget.value })}
                />
                <TextInput
                  id={signatureFieldId(index, 'date')}
                  label="Date signed"
                  type="date"
                  required={signature.type === 'ASP'}
                  value={signature.date ?? ''}
                  error={errorOf(`signatures.${index}.date`)}
                  onChange={(event) => onChange(signature.id, { date: event.currentTarget.value || null })}
                />
                <TextInput
                  label="Where signed"
                  value={signature.location ?? ''}
                  onChange={(event) => onChange(signature.id, { location: event.currentTarget.value || null })}
                />
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRemove(signature.id)} aria-label={`Remove ${label}`}>
                  Remove
                </Button>
              </Group>
            </Fieldset>
          );
        })}
        {removeError ? (
          <Alert color="red" variant="light" role="alert" data-testid="signature-error">
            {removeError}
          </Alert>
        ) : null}
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="outline" onClick={() => onAdd('ASP')}>
            Add an authentic (ASP) signature
          </Button>
          <Button size="xs" variant="outline" onClick={() => onAdd('VSP')} disabled={!verifiedAllowed}>
            Add a Verified (VSP) signature
          </Button>
          <Button size="xs" variant="outline" onClick={() => onAdd('VSPP')} disabled={!verifiedAllowed}>
            Add a Verified Plus (VSPP) signature
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
