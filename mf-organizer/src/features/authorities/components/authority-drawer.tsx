import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { AUTHORITY_NAME_MAX_LENGTH, type AuthorityItem } from '@fair/shared/contracts/authorities';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { AUTHORITY_KEYS_REQUIRED, AUTHORITY_NAME_REQUIRED, type AuthoritySave } from '@fair/shared/validation/authority';
import { AUTHORITIES_KEY, saveAuthority } from '../api/authority-api';
import { RoleKeyTreeField } from './role-key-tree-field';

type AuthorityForm = Pick<AuthoritySave, 'name' | 'route_keys'>;
const NEW_AUTHORITY: AuthorityForm = { name: '', route_keys: [] };

/** Create (authority null) or edit an authority: its name and the menus it opens. Closed while undefined. */
export function AuthorityDrawer({ authority, onClose }: { authority: AuthorityItem | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const initialValues: AuthorityForm = authority ? { name: authority.name, route_keys: authority.route_keys as AuthorityForm['route_keys'] } : NEW_AUTHORITY;
  return (
    <DrawerForm<AuthorityForm>
      key={authority?.id ?? 'new'}
      open={authority !== undefined}
      title={t(authority ? 'organizer:authorities.edit' : 'organizer:authorities.create')}
      initialValues={initialValues}
      width={560}
      onSubmit={async (values) => {
        await saveAuthority({ ...values, id: authority?.id });
        // holders' menus and the grant choices change with it
        await invalidate(AUTHORITIES_KEY);
      }}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('organizer:authorities.name')} rules={[{ required: true, whitespace: true, message: t(AUTHORITY_NAME_REQUIRED) }]}>
        <Input maxLength={AUTHORITY_NAME_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item
        name="route_keys"
        label={t('organizer:authorities.routeKeys')}
        extra={t('organizer:authorities.routeKeysHelp')}
        rules={[{ required: true, type: 'array', min: 1, message: t(AUTHORITY_KEYS_REQUIRED) }]}
      >
        <RoleKeyTreeField />
      </Form.Item>
    </DrawerForm>
  );
}
