import { useEffect, useMemo, useState } from 'react';
import { Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccessCheck } from '@fair/shared/session/use-can';
import type { PowerKey } from '@fair/shared/access/role-keys';
import type { ExhibitorStatistics } from '@fair/shared/contracts/content';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { useSessionStore } from '@fair/shared/session/session-store';
import { profileCompletion, type CompletionArea } from '@fair/shared/validation/profile-completion';
import { dashboardApi, externalLinkFor, type DashboardProfile, type ExternalLinks } from '../api/dashboard-api';
import { CompanyCard } from '../components/company-card';
import { CompletionCard, fixOf } from '../components/completion-card';
import { DATA_TILES, SERVICE_TILES, TileGrid, type TileDef } from '../components/dashboard-tiles';
import { StatisticsRow } from '../components/statistics-row';

const STATISTICS_OF: Record<Exclude<CompletionArea, 'profile'>, keyof ExhibitorStatistics> = {
  product: 'products',
  news: 'news',
  activity: 'activities',
};

/** SPEC §6 sub-accounts: the team power that fixes each area (the server's save calls require the same). */
const POWER_OF: Record<CompletionArea, PowerKey> = {
  profile: 'exhibitor.profile.edit',
  product: 'exhibitor.product.edit',
  news: 'exhibitor.news.edit',
  activity: 'exhibitor.activity.edit',
};

/**
 * /exhibitor/dashboard (SPEC §2): who and where the exhibitor is (country, booth), its three statistics,
 * how complete its presence is with what is missing, and the tiles to every part of the centre —
 * badge application and VIP invitation open their configured address in a new window.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const user = useSessionStore((state) => state.user);
  const can = useAccessCheck();
  const [profile, setProfile] = useState<DashboardProfile | null>(null);
  // a failed read says so: an empty card would claim no booth and no country
  const [profileFailed, setProfileFailed] = useState(false);
  const [profileAttempt, setProfileAttempt] = useState(0);
  const [statistics, setStatistics] = useState<ExhibitorStatistics | null>(null);
  const [links, setLinks] = useState<ExternalLinks>({});

  // hall and country names come in the interface language
  useEffect(() => {
    let current = true;
    setProfileFailed(false);
    dashboardApi.profile().then(
      (answer) => current && setProfile(answer),
      () => current && setProfileFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale, profileAttempt]);

  useEffect(() => {
    let current = true;
    dashboardApi.statistics().then((answer) => current && setStatistics(answer), () => undefined);
    dashboardApi.externalLinks().then((answer) => current && setLinks(answer), () => undefined);
    return () => {
      current = false;
    };
  }, []);

  const completion = useMemo(
    () =>
      profile && statistics
        ? profileCompletion(profile, { products: statistics.products.published, news: statistics.news.published, activities: statistics.activities.published })
        : null,
    [profile, statistics],
  );

  const fixFor = (area: CompletionArea) =>
    !can(POWER_OF[area]) ? null : fixOf(area, area !== 'profile' && statistics !== null && statistics[STATISTICS_OF[area]].total > 0);

  // an external tile without an address for this language is left out, as in the menu
  const services = SERVICE_TILES.filter((tile) => !tile.external || externalLinkFor(links, tile.path, locale));
  const open = (tile: TileDef) => {
    if (!tile.external) {
      navigate(tile.path);
      return;
    }
    const url = externalLinkFor(links, tile.path, locale);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };

  const fallbackName = user?.exhibitor?.name_zh_cn || user?.nick_name || user?.user_name || '';

  return (
    <Flex vertical gap={16} data-testid="exhibitor-dashboard">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <CompanyCard profile={profile} fallbackName={fallbackName} failed={profileFailed} onRetry={() => setProfileAttempt((attempt) => attempt + 1)} />
            <StatisticsRow statistics={statistics} onNavigate={navigate} />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          {completion && <CompletionCard completion={completion} fixFor={fixFor} onNavigate={navigate} />}
        </Col>
      </Row>
      <TileGrid heading={t('exhibitor:dashboard.tiles.data')} tiles={DATA_TILES} onOpen={open} />
      <TileGrid heading={t('exhibitor:dashboard.tiles.services')} tiles={services} onOpen={open} />
    </Flex>
  );
}
