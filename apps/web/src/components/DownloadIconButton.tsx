import { ActionIcon } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DeferredTooltip } from './DeferredTooltip';

/**
 * An icon that downloads a stored file under its own name (a company document, from its list or the dashboard): the
 * tooltip and the accessible name are the same words, which name the file ("Télécharger Règlement intérieur").
 */
export function DownloadIconButton({
  href,
  fileName,
  label,
  variant = 'subtle',
}: {
  href: string;
  fileName: string;
  label: string;
  variant?: 'subtle' | 'light';
}) {
  return (
    <DeferredTooltip label={label}>
      <ActionIcon component="a" href={href} download={fileName} variant={variant} aria-label={label}>
        <IconDownload size={16} />
      </ActionIcon>
    </DeferredTooltip>
  );
}
