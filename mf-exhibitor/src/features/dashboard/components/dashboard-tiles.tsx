import type { ComponentType, KeyboardEvent } from 'react';
import { Card, Typography } from 'antd';
import {
  AppstoreOutlined,
  CalendarOutlined,
  CloudDownloadOutlined,
  CrownOutlined,
  FileDoneOutlined,
  IdcardOutlined,
  PictureOutlined,
  ReadOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The download centre's materials group: what "custom download" opens (the manual has its own tile). */
export const CUSTOM_DOWNLOAD_PATH = '/download/download-center?category=materials';

export interface TileDef {
  key: string;
  /** route title of the exhibitor route table, so a tile is named like its menu entry */
  titleKey: string;
  icon: ComponentType;
  /** an exhibitor route, or an external menu item's path (its address comes from the registry) */
  path: string;
  external?: boolean;
}

/** SPEC §2 dashboard tiles, in two groups: the exhibitor's own data, then the fair's services. */
export const DATA_TILES: TileDef[] = [
  { key: 'userInfo', titleKey: 'exhibitor:route.userInfo', icon: IdcardOutlined, path: '/user/info' },
  { key: 'products', titleKey: 'exhibitor:route.productList', icon: AppstoreOutlined, path: '/product/list' },
  { key: 'news', titleKey: 'exhibitor:route.newsList', icon: ReadOutlined, path: '/news/list' },
  { key: 'activities', titleKey: 'exhibitor:route.activityList', icon: CalendarOutlined, path: '/activity/list' },
];
export const SERVICE_TILES: TileDef[] = [
  { key: 'downloads', titleKey: 'exhibitor:route.downloadCenter', icon: CloudDownloadOutlined, path: '/download/download-center' },
  { key: 'badgeApplication', titleKey: 'exhibitor:route.badgeApplication', icon: SolutionOutlined, path: '/external/badge-application', external: true },
  { key: 'vipInvitation', titleKey: 'exhibitor:route.vipInvitation', icon: CrownOutlined, path: '/external/vip-invitation', external: true },
  { key: 'poster', titleKey: 'exhibitor:route.posterDesign', icon: PictureOutlined, path: '/poster/poster-design' },
  { key: 'customDownload', titleKey: 'exhibitor:dashboard.tiles.customDownload', icon: FileDoneOutlined, path: CUSTOM_DOWNLOAD_PATH },
];

interface TileGridProps {
  heading: string;
  tiles: TileDef[];
  onOpen: (tile: TileDef) => void;
}

const activateOnKey = (event: KeyboardEvent, open: () => void) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open();
  }
};

/**
 * One group of tiles. A tile is a button, never a link with an address: external tiles open their
 * address in a new window without showing it (SPEC §2), internal ones navigate inside the centre.
 */
export function TileGrid({ heading, tiles, onOpen }: TileGridProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={heading}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {heading}
      </Typography.Title>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(170px, 40vw), 1fr))', gap: 12 }}>
        {tiles.map((tile) => {
          const Icon = tile.icon;
          return (
            <Card
              key={tile.key}
              hoverable
              size="small"
              role="button"
              tabIndex={0}
              aria-label={t(tile.titleKey)}
              data-testid={`dashboard-tile-${tile.key}`}
              onClick={() => onOpen(tile)}
              onKeyDown={(event) => activateOnKey(event, () => onOpen(tile))}
              styles={{ body: { display: 'flex', gap: 12, alignItems: 'flex-start', minHeight: 88 } }}
            >
              <span style={{ fontSize: 26, color: '#1f5fbf', lineHeight: 1 }} aria-hidden="true">
                <Icon />
              </span>
              <span style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ display: 'block' }}>
                  {t(tile.titleKey)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`exhibitor:dashboard.tileHints.${tile.key}`)}
                </Typography.Text>
              </span>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
