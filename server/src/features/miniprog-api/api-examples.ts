import type { PublicExhibitorDetail, PublicHome, PublicPopup, PublicTerms } from '@fair/shared/contracts/miniprog-api';

/** OpenAPI examples of the public answers (the data part of the envelope), in Chinese as Language-Set zh-cn gives them. */
export const HOME_EXAMPLE: PublicHome = {
  blocks: ['banner', 'quick_entry', 'exhibitor', 'product', 'activity'],
  banners: [{ id: 1, image: '/uploads/banner-1.png', title: '2025 上海国际电子展', link_type: 'page', link: '/pages/exhibitor/list' }],
  quick_entries: [{ id: 3, image: '/uploads/icon-exhibitors.png', title: '展商名录', link_type: 'page', link: '/pages/exhibitor/list' }],
  exhibitors: [{ id: 12, name: '上海示例电子有限公司', logo: '/uploads/logo-12.png', country: 'CN', hall: '1号馆', booth: 'A101' }],
  products: [{ id: 40, name: '智能传感器', image: '/uploads/product-40.png', exhibitor_id: 12, exhibitor_name: '上海示例电子有限公司' }],
  activities: [{ id: 2, title: '开幕式', image: '', place: '主会场', starts_at: '2025-11-26T01:30:00.000Z', ends_at: '2025-11-26T03:00:00.000Z' }],
};

export const POPUPS_EXAMPLE: { list: PublicPopup[] } = {
  list: [{ id: 5, image: '/uploads/popup-5.png', link_type: 'url', link: 'https://www.fair.example/register', audience: 'daily', ends_at: '2025-11-30T16:00:00.000Z' }],
};

export const TERMS_EXAMPLE: PublicTerms = {
  kind: 'user_notice',
  version: 2,
  current: true,
  title: '用户须知',
  content: '<p>欢迎使用展会小程序……</p>',
  published_at: '2025-11-20T08:00:00.000Z',
};

export const EXHIBITOR_EXAMPLE: PublicExhibitorDetail = {
  ...HOME_EXAMPLE.exhibitors[0],
  intro: '专注于工业传感器的研发与制造。',
  website: 'https://www.example.com',
  qr_code: '/uploads/qr-12.png',
  booth_area: 36,
  categories: [{ id: 3, name: '传感器' }],
  areas: [{ id: 1, name: '工业自动化' }],
  products: HOME_EXAMPLE.products,
  product_total: 1,
  activities: [{ id: 7, title: '新品发布会', place: '1号馆 A101' }],
};
