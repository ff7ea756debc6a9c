import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Attachments, savedId, savedRows } from '../../../components/attachments/Attachments';
import { SectionCard } from '../../../components/SectionCard';
import { attachmentsQuery, attachmentUrl, useDeleteAttachment, useUploadAttachment } from '../api/attachments';

/** The leave's attachments, previewed and downloadable, and (while it is draft or submitted) added or removed. */
export function LeaveAttachments({ leaveId, canChange }: { leaveId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(attachmentsQuery(leaveId));
  const upload = useUploadAttachment(leaveId);
  const remove = useDeleteAttachment(leaveId);

  return (
    <SectionCard title={t('leaves.attachments.title')} icon={IconPaperclip} size="h5">
      <Attachments
        texts="leaves.attachments"
        rows={savedRows(data ?? [], (id) => attachmentUrl(leaveId, id))}
        loaded={data !== undefined}
        canChange={canChange}
        upload={(file) => upload.mutateAsync(file)}
        remove={(row) => remove.mutateAsync(savedId(row))}
        looks={{ download: true }}
      />
    </SectionCard>
  );
}
