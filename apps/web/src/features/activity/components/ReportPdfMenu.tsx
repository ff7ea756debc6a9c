import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/useDownload';
import { activityReportPdfUrl, downloadActivityReportPdf } from '../api/reports';
import type { ActivityReportDetail } from '../api/types';
import { reportCustomers } from '../lib/pdf';

/**
 * The report's PDF (spec/1 §2, issue 25): shown in the browser, downloaded whole, or downloaded for one customer of
 * its projects (only that customer's projects, to sign and invoice). Downloads say they are done or why they failed
 * (useDownload).
 */
export function ReportPdfMenu({ report }: { report: ActivityReportDetail }) {
  const { t } = useTranslation();
  const pdf = useDownload();
  const customers = reportCustomers(report.activities);
  const download = (customer?: number) =>
    pdf.run('pdf', () => downloadActivityReportPdf(report.id, `CRA_${report.date.slice(0, 7)}.pdf`, customer));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconFileTypePdf size={16} />} loading={pdf.downloading}>
          {t('activity.report.pdf')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={activityReportPdfUrl(report.id, false)}
          target="_blank"
          rel="noopener"
          leftSection={<IconFileTypePdf size={16} />}
        >
          {t('activity.report.pdfView')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => download()}>
          {t('activity.report.pdfDownload')}
        </Menu.Item>
        {customers.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('activity.report.pdfByCustomer')}</Menu.Label>
            {customers.map((customer) => (
              <Menu.Item
                key={customer.id}
                leftSection={<IconSignature size={16} />}
                onClick={() => download(customer.id)}
              >
                {t('activity.report.pdfCustomer', { customer: customer.name })}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
