import { useEffect } from 'react';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { LoadFailed } from '@fair/shared/ui/load-failed';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { CHECKIN_QUERY_KEY, campaignEditPath, fetchPrintSheet } from '../api/checkin-api';

// on paper only the sheet is printed, not the console around it; one A4 page holds four codes
const PRINT_CSS = `
.checkin-print-grid { display: grid; grid-template-columns: repeat(2, 1fr); gap: 16px; }
.checkin-print-card { border: 1px dashed #bbb; padding: 16px; text-align: center; break-inside: avoid; }
.checkin-print-card img { width: 70mm; height: 70mm; }
@page { size: A4; margin: 12mm; }
@media print {
  body * { visibility: hidden; }
  .checkin-print-sheet, .checkin-print-sheet * { visibility: visible; }
  .checkin-print-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .checkin-print-actions { display: none !important; }
}`;

/** Every point of a campaign with its QR code and name, laid out for A4; opens the browser's print dialog once shown. */
export function PrintSheet({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sheet = useQuery({ queryKey: [...CHECKIN_QUERY_KEY, 'print', campaignId], queryFn: () => fetchPrintSheet(campaignId) }, usePageQueryClient());
  const ready = sheet.data !== undefined;
  useEffect(() => {
    if (ready) window.print();
  }, [ready]);
  if (sheet.isError) return <LoadFailed onRetry={() => void sheet.refetch()} />;
  if (!sheet.data) return <Skeleton active />;
  const { campaign, points } = sheet.data;
  return (
    <div className="checkin-print-sheet" data-testid="checkin-print-sheet">
      <style>{PRINT_CSS}</style>
      <Flex className="checkin-print-actions" gap={8} style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('checkin:print.print')}
        </Button>
        <Button onClick={() => navigate(campaignEditPath(campaignId))}>{t('checkin:print.back')}</Button>
      </Flex>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {campaign.name_zh} · {campaign.name_en}
      </Typography.Title>
      <Typography.Paragraph style={{ textAlign: 'center' }}>
        {formatFairTime(campaign.starts_at)} – {formatFairTime(campaign.ends_at)} · {t('checkin:print.scan')}
      </Typography.Paragraph>
      <div className="checkin-print-grid">
        {points.map((point) => (
          <div className="checkin-print-card" key={point.id}>
            <img src={point.qr_png} alt={point.name} />
            <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
              {point.name}
            </Typography.Title>
            <Typography.Text type="secondary">{[point.hall, point.booth, point.exhibitor_name].filter(Boolean).join(' · ')}</Typography.Text>
          </div>
        ))}
      </div>
    </div>
  );
}
