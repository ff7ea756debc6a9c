import { Button, Center, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { COMPANY_IMAGE_MAX_BYTES } from '@staff/shared';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { shrinkImage } from '../../../lib/shrinkImage';
import { type CompanyImageKind, useRemoveCompanyImage, useUploadCompanyImage } from '../api/company';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The logo or the welcome image (spec/3 §3): a preview, a button that uploads the chosen image at once (shrunk when
 * over 1,000,000 bytes, refused over 5242880 with the spec's message) and one that removes it.
 */
export function CompanyImageField({
  kind,
  label,
  url,
  companyName,
  canEdit,
}: {
  kind: CompanyImageKind;
  label: string;
  url: string | null;
  companyName: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadCompanyImage(kind);
  const remove = useRemoveCompanyImage(kind);
  const done = () => notifySuccess(t('company.updated', { company: companyName }));
  const failed = (error: unknown) => notifyError(describeError(t, error));

  async function choose(file: File | null) {
    if (!file) return;
    const shrunk = await shrinkImage(file);
    if (shrunk.size > COMPANY_IMAGE_MAX_BYTES) {
      notifyError(t('errors.codes.image_too_large'));
      return;
    }
    upload.mutate(shrunk, { onSuccess: done, onError: failed });
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder radius="sm" h={120} p="xs">
        <Center h="100%">
          {url ? (
            <Image src={url} alt={label} mah={100} maw="100%" w="auto" fit="contain" />
          ) : (
            <Stack gap={4} align="center">
              <IconPhoto size={28} stroke={1.5} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('company.general.noImage')}
              </Text>
            </Stack>
          )}
        </Center>
      </Paper>
      {canEdit && (
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept={ACCEPTED}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} />}
                loading={upload.isPending}
              >
                {url ? t('company.general.replaceImage') : t('company.general.chooseImage')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: done, onError: failed })}
            >
              {t('company.general.removeImage')}
            </Button>
          )}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('company.general.imageHint')}
      </Text>
    </Stack>
  );
}
