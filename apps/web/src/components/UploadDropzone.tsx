import '@mantine/dropzone/styles.layer.css';
import { Group, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';

type UploadDropzoneProps = Omit<DropzoneProps, 'children' | 'aria-label'> & {
  /** What to drop, said in the zone and as its accessible name ("Drop files here or click to choose"). */
  label: string;
  /** The accepted types and size, under the label. */
  limits: string;
  /** The zone's inner height. */
  minHeight?: number;
};

/** The drop-or-click zone of an upload (leave attachments, the employee CSV import): one look for all of them. */
export function UploadDropzone({ label, limits, minHeight = 60, ...props }: UploadDropzoneProps) {
  return (
    // The hidden file input is named too: axe counts it as a field of its own (WCAG 4.1.2).
    <Dropzone p="md" {...props} aria-label={label} inputProps={{ 'aria-label': label }}>
      <Group justify="center" gap="sm" mih={minHeight} style={{ pointerEvents: 'none' }}>
        <IconUpload size={28} stroke={1.5} />
        <div>
          <Text size="sm">{label}</Text>
          <Text size="xs" c="dimmed">
            {limits}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
