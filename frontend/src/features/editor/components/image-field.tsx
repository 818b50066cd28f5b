import { useId, useState, type ChangeEvent } from 'react';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { MAX_UPLOAD_BYTES, contentMessages, type UploadedContentImage } from '@certus/contracts';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { useUploadContentImageMutation } from '../api/editor-api.ts';

interface ImageFieldProps {
  label: string;
  required: boolean;
  value: UploadedContentImage | null;
  onChange: (image: UploadedContentImage | null) => void;
  error?: string | undefined;
}

/**
 * Choose a picture: it is uploaded at once (POST /api/editor/images, 50 MB, JPEG, PNG or WebP: the server
 * reads the bytes) and shown with its size; the record names it when it is published or revised.
 */
export function ImageField({ label, required, value, onChange, error }: ImageFieldProps) {
  const id = useId();
  const [upload, { isLoading }] = useUploadContentImageMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return setProblem(contentMessages.imageTooLarge);
    setProblem(null);
    const result = await upload({ bytes: await file.arrayBuffer(), contentType: file.type });
    if ('error' in result && result.error) return setProblem(readServerFailure(result.error).message ?? 'The image could not be uploaded.');
    if (result.data) onChange(result.data);
  };

  const shownError = problem ?? error;
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={shownError} description="JPEG, PNG or WebP, up to 50 MB." id={`${id}-file`}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Group align="flex-start" gap="sm" data-testid="chosen-image">
            <Image src={value.url} alt="" w={200} h="auto" radius="sm" />
            <Text size="sm">
              {value.width} × {value.height} pixels, {Math.ceil(value.bytes / 1024)} kB
            </Text>
          </Group>
        ) : null}
        <Group gap="sm">
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => void chosen(event)}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-file-error` : `${id}-file-description`}
            disabled={isLoading}
          />
          {isLoading ? <Text size="sm" role="status">Uploading…</Text> : null}
          {value && !required ? (
            <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
              Remove the image
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
