import { Form, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { permissionOf } from '@fair/shared/access/role-key-tree';
import { usePageQueryClient, useInvalidate } from '@fair/shared/api/query-client';
import type { AdminUserItem } from '@fair/shared/contracts/admin-users';
import { GRANT_MAX_AUTHORITIES } from '@fair/shared/contracts/authorities';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { AUTHORITIES_KEY, AUTHORITY_OPTIONS_KEY, fetchAuthorityOptions, grantAuthorities } from '../api/authority-api';
import { useRoleKeyLabel } from './role-key-labels';

type GrantForm = { authority_ids: number[] };

/** The menus the chosen authorities open together: the union the account will hold from its next request. */
function EffectiveMenus({ options }: { options: { id: number; route_keys: string[] }[] }) {
  const { t } = useTranslation();
  const label = useRoleKeyLabel();
  const chosen = (Form.useWatch('authority_ids') as number[] | undefined) ?? [];
  const keys = permissionOf(options.filter((option) => chosen.includes(option.id)));
  return (
    <Form.Item label={t('organizer:authorities.effective')} extra={t('organizer:authorities.grantHelp')}>
      <div data-testid="effective-menus">
        {keys.length ? (
          <Space size={[0, 8]} wrap>
            {keys.map((key) => (
              <Tag key={key} color={key === 'all' ? 'gold' : undefined}>
                {label(key)}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('organizer:authorities.none')}</Typography.Text>
        )}
      </div>
    </Form.Item>
  );
}

/** Grants an organizer staff account several authorities at once, replacing what it held. Closed while null. */
export function GrantDrawer({ account, onClose }: { account: AdminUserItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const options = useQuery({ queryKey: AUTHORITY_OPTIONS_KEY, queryFn: fetchAuthorityOptions, enabled: account !== null }, usePageQueryClient());
  return (
    <DrawerForm<GrantForm>
      key={account?.id ?? 'none'}
      open={account !== null}
      title={t('organizer:authorities.grantTitle', { account: account?.user_name ?? '' })}
      initialValues={{ authority_ids: account?.authorities.map((authority) => authority.id) ?? [] }}
      successText={t('organizer:authorities.granted')}
      onSubmit={async (values) => {
        await grantAuthorities({ admin_user_id: account!.id, authority_ids: values.authority_ids });
        await invalidate(AUTHORITIES_KEY);
      }}
      onClose={onClose}
    >
      <Form.Item name="authority_ids" label={t('organizer:authorities.grantAuthorities')}>
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          maxCount={GRANT_MAX_AUTHORITIES}
          loading={options.isFetching}
          options={(options.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          placeholder={t('organizer:authorities.grantAuthorities')}
        />
      </Form.Item>
      <EffectiveMenus options={options.data ?? []} />
    </DrawerForm>
  );
}
