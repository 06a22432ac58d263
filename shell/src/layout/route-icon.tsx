import {
  AimOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BlockOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloudDownloadOutlined,
  CrownOutlined,
  FileOutlined,
  FileProtectOutlined,
  FolderOpenOutlined,
  FundProjectionScreenOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  LayoutOutlined,
  NotificationOutlined,
  NumberOutlined,
  PictureOutlined,
  PushpinOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Route tables name their icons (no UI code in ./routes); the shell draws them. Icons are imported one by
 * one so only these are bundled; a name the shell does not know yet gets the generic page icon.
 */
const ICONS: Record<string, ComponentType> = {
  AimOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BlockOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloudDownloadOutlined,
  CrownOutlined,
  FileProtectOutlined,
  FolderOpenOutlined,
  FundProjectionScreenOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  LayoutOutlined,
  NotificationOutlined,
  NumberOutlined,
  PictureOutlined,
  PushpinOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
};

export function RouteIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || FileOutlined;
  return <Icon />;
}
