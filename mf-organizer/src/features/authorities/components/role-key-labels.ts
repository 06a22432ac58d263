import { useTranslation } from 'react-i18next';
import { ALL_ROLES } from '@fair/shared/access/role-keys';
import { isSectionNodeKey, roleKeyTree, type RoleKeyNode } from '@fair/shared/access/role-key-tree';
import { organizerRoutes } from '../../../routes';

/** The organizer menu's entries that carry a role key, in menu order (what an authority may open). */
const menuRoutes = organizerRoutes.routes.filter((route) => !route.hidden && route.roleKey);

/** The role keys of the menu, in menu order: the tree an authority's keys are picked from. */
export const MENU_ROLE_KEYS = menuRoutes.map((route) => route.roleKey!);
export const menuKeyTree = (): RoleKeyNode[] => roleKeyTree(MENU_ROLE_KEYS);

const titleKeyOf = new Map<string, string>();
for (const route of menuRoutes) if (!titleKeyOf.has(route.roleKey!)) titleKeyOf.set(route.roleKey!, route.titleKey);

/** A role key as people read it: the title of its menu entry; `all`, sections and unknown keys by their own texts. */
export function useRoleKeyLabel(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => {
    if (key === ALL_ROLES) return t('organizer:authorities.all');
    if (isSectionNodeKey(key)) return t(`organizer:authorities.sections.${key.slice(key.indexOf(':') + 1)}`);
    const titleKey = titleKeyOf.get(key);
    return titleKey ? t(titleKey) : key;
  };
}
