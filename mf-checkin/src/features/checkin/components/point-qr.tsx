import { Flex, Image } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@fair/shared/ui/sheets/download-button';
import { CHECKIN_ADMIN_PATHS } from '@fair/shared/contracts/checkin';

/** A saved point's QR code (from the print sheet) and the server's PNG of it to download. */
export function PointQr({ pointId, name, dataUrl }: { pointId: number; name: string; dataUrl: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={4} style={{ width: 132 }}>
      {dataUrl ? <Image src={dataUrl} width={112} height={112} alt={`${t('checkin:form.qr')} ${name}`} /> : <div style={{ width: 112, height: 112 }} />}
      <DownloadButton size="small" type="link" icon={<DownloadOutlined />} url={CHECKIN_ADMIN_PATHS.pointQr} params={{ id: pointId }} fallbackName={`checkin-point-${pointId}.png`}>
        {t('checkin:form.downloadQr')}
      </DownloadButton>
    </Flex>
  );
}
