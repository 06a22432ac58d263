import { useState } from 'react';
import { Button, Modal, QRCode, Space } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RemoteRegistry } from '@fair/shared/contracts/registry';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { linkFor } from '../composition/registry';
import { useLoginPageTexts, useRefreshLoginPage } from '../login/login-page-texts';

const LEGAL_LINKS = ['legal', 'privacy', 'sitemap', 'licence'] as const;
const SOCIAL_ACCOUNTS = [
  { id: 'social.wechat', labelKey: 'shell:layout.wechat' },
  { id: 'social.weibo', labelKey: 'shell:layout.weibo' },
  { id: 'social.linkedin', labelKey: 'shell:layout.linkedin' },
] as const;

/**
 * SPEC §2 footer: social-media QR dialog; legal, privacy, sitemap and licence links (addresses from the
 * registry), then the organizer's footer links and copyright line (page edit), as on the login pages.
 */
export function LayoutFooter({ registry }: { registry: RemoteRegistry | null }) {
  const { t } = useTranslation();
  useRefreshLoginPage();
  const page = useLoginPageTexts();
  const locale = useLocale();
  const [qrOpen, setQrOpen] = useState(false);
  const social = SOCIAL_ACCOUNTS.map((account) => ({ ...account, url: linkFor(registry, account.id, locale) })).filter(
    (account): account is (typeof account & { url: string }) => Boolean(account.url),
  );
  const links = LEGAL_LINKS.map((id) => ({ id, url: linkFor(registry, id, locale) })).filter((link) => link.url);

  return (
    <footer className="fair-footer">
      <Space wrap size="middle">
        {social.length > 0 && (
          <Button type="link" size="small" icon={<QrcodeOutlined />} onClick={() => setQrOpen(true)}>
            {t('shell:layout.social')}
          </Button>
        )}
        {links.map((link) => (
          <a key={link.id} href={link.url} target="_blank" rel="noopener noreferrer">
            {t(`shell:layout.${link.id}`)}
          </a>
        ))}
        {page.links.map((link) => (
          <a key={`${link.url}|${link.label}`} href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ))}
      </Space>
      <span className="fair-footer-copyright">{page.copyright}</span>
      <Modal open={qrOpen} onCancel={() => setQrOpen(false)} footer={null} title={t('shell:layout.socialTitle')} width={560}>
        <Space wrap size="large" style={{ justifyContent: 'center', width: '100%' }}>
          {social.map((account) => (
            <figure key={account.id} style={{ margin: 0, textAlign: 'center' }}>
              <QRCode value={account.url} size={140} bordered={false} />
              <figcaption>{t(account.labelKey)}</figcaption>
            </figure>
          ))}
        </Space>
      </Modal>
    </footer>
  );
}
