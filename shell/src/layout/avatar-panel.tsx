import { Avatar, Button, Descriptions, Popover } from 'antd';
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@fair/shared/contracts/auth';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { logout } from '@fair/shared/session/auth-actions';
import { confirmLeave } from '@fair/shared/ui/unsaved-changes';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * SPEC §2 avatar panel: company name, country, account name and log out (company fields for exhibitors);
 * exhibitors also change their password here.
 */
export function AvatarPanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const locale = useLocale();
  const exhibitor = user.exhibitor;
  const company = exhibitor ? (locale === 'en-us' && exhibitor.name_en) || exhibitor.name_zh_cn : null;
  const items = [
    ...(exhibitor
      ? [
          { key: 'company', label: t('shell:layout.company'), children: company || '—' },
          { key: 'country', label: t('shell:layout.country'), children: exhibitor.country_info || '—' },
        ]
      : []),
    { key: 'account', label: t('shell:layout.account'), children: user.user_name },
  ];
  const content = (
    <div style={{ width: 280 }}>
      <Descriptions column={1} size="small" items={items} />
      {user.clientType === 'exhibitor' && (
        <Button
          block
          icon={<KeyOutlined />}
          style={{ marginTop: 12 }}
          onClick={() => {
            setOpen(false);
            setChangingPassword(true);
          }}
        >
          {t('shell:password.title')}
        </Button>
      )}
      <Button
        block
        danger
        icon={<LogoutOutlined />}
        style={{ marginTop: 12 }}
        onClick={async () => {
          if (await confirmLeave()) await logout();
        }}
      >
        {t('shell:layout.logout')}
      </Button>
    </div>
  );
  return (
    <>
      <Popover trigger="click" placement="bottomRight" content={content} open={open} onOpenChange={setOpen}>
        <Button type="text" style={{ display: 'flex', alignItems: 'center', gap: 8, height: 40 }} aria-label={t('shell:layout.account')}>
          <Avatar size={28} src={user.avatar || exhibitor?.logo || undefined} icon={<UserOutlined />} />
          <span className="fair-header-account">{company || user.nick_name || user.user_name}</span>
        </Button>
      </Popover>
      {user.clientType === 'exhibitor' && <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />}
    </>
  );
}
