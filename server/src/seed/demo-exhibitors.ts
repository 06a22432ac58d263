import type { ExhibitorType } from '../db/schema/enums';

export interface DemoExhibitor {
  name_zh_cn: string;
  name_en: string;
  country: string;
  exhibitor_types: ExhibitorType[];
  intro_zh: string;
  intro_en: string;
  website: string;
  email: string;
  join_year: number;
  is_edit: boolean;
}

/** The three companies behind the demo accounts: saved, saved (a competitor), not saved yet. */
export const DEMO_MAIN: DemoExhibitor = {
  name_zh_cn: '上海演示电子有限公司',
  name_en: 'Shanghai Demo Electronics Co., Ltd.',
  country: 'CN',
  exhibitor_types: ['Local'],
  intro_zh: '上海演示电子专注于工业级传感器与嵌入式控制模块的研发与制造。',
  intro_en: 'Shanghai Demo Electronics designs and builds industrial sensors and embedded control modules.',
  website: 'https://demo-electronics.example.com',
  email: 'exhibitor@demo.fair',
  join_year: 2016,
  is_edit: true,
};
/** Without English title and introduction: its English catalogue page shows no products (SPEC §1). */
export const DEMO_RIVAL: DemoExhibitor = {
  name_zh_cn: '竞品科技股份有限公司',
  name_en: '',
  country: 'US',
  exhibitor_types: ['International'],
  intro_zh: '竞品科技提供高速连接器与线缆组件。',
  intro_en: '',
  website: 'https://rival-tech.example.com',
  email: 'rival@demo.fair',
  join_year: 2019,
  is_edit: true,
};
export const DEMO_NEWCOMER: DemoExhibitor = {
  name_zh_cn: '新锐半导体有限公司',
  name_en: '',
  country: 'CN',
  exhibitor_types: ['FIE'],
  intro_zh: '',
  intro_en: '',
  website: '',
  email: 'new@demo.fair',
  join_year: 2025,
  is_edit: false,
};

const CITIES: [string, string][] = [
  ['上海', 'Shanghai'], ['深圳', 'Shenzhen'], ['苏州', 'Suzhou'], ['杭州', 'Hangzhou'], ['南京', 'Nanjing'], ['成都', 'Chengdu'], ['无锡', 'Wuxi'],
];
const BRANDS: [string, string][] = [
  ['华芯', 'Huaxin'], ['星河', 'Xinghe'], ['锐达', 'Ruida'], ['恒泰', 'Hengtai'], ['联创', 'Lianchuang'], ['天成', 'Tiancheng'],
  ['凯越', 'Kaiyue'], ['瑞普', 'Ruipu'], ['德佳', 'Dejia'], ['宏光', 'Hongguang'], ['启明', 'Qiming'], ['海川', 'Haichuan'],
  ['金桥', 'Jinqiao'], ['明远', 'Mingyuan'],
];
const TRADES: [string, string, string, string][] = [
  ['电子', 'Electronics', '电子元器件', 'electronic components'],
  ['半导体', 'Semiconductor', '功率半导体器件', 'power semiconductors'],
  ['传感技术', 'Sensing Technology', '工业传感器', 'industrial sensors'],
  ['电源科技', 'Power Technology', '开关电源与适配器', 'switching power supplies and adapters'],
  ['智能装备', 'Smart Equipment', 'SMT 生产设备', 'SMT production equipment'],
  ['通信技术', 'Communication Technology', '无线通信模组', 'wireless communication modules'],
];

/** 42 Chinese companies, every third one foreign-invested (FIE); a few without English texts yet. */
function domesticExhibitors(): DemoExhibitor[] {
  return Array.from({ length: 42 }, (_, i) => {
    const [cityZh, cityEn] = CITIES[i % CITIES.length];
    const [brandZh, brandEn] = BRANDS[i % BRANDS.length];
    const [tradeZh, tradeEn, productZh, productEn] = TRADES[i % TRADES.length];
    const englishMissing = i % 10 === 9;
    const slug = `${brandEn}-${tradeEn}-${i + 1}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      name_zh_cn: `${cityZh}${brandZh}${tradeZh}有限公司`,
      name_en: englishMissing ? '' : `${cityEn} ${brandEn} ${tradeEn} Co., Ltd.`,
      country: 'CN',
      exhibitor_types: [i % 3 === 0 ? 'FIE' : 'Local'],
      intro_zh: `${cityZh}${brandZh}${tradeZh}专业研发、生产${productZh}，产品广泛应用于多个行业。`,
      intro_en: englishMissing ? '' : `${cityEn} ${brandEn} ${tradeEn} develops and manufactures ${productEn} used across many industries.`,
      website: `https://${slug}.example.com`,
      email: `info@${slug}.example.com`,
      join_year: 2008 + (i % 17),
      is_edit: i % 7 !== 6,
    };
  });
}

const INTERNATIONAL: [string, string, string, string][] = [
  ['DE', '北风传感技术有限公司', 'Nordwind Sensorik GmbH', 'pressure and temperature sensors'],
  ['JP', '北野电子器件株式会社', 'Kitano Devices Co., Ltd.', 'multilayer ceramic capacitors'],
  ['KR', '韩光半导体株式会社', 'Hanbit Semicon Inc.', 'memory and power semiconductors'],
  ['US', '湾景微系统公司', 'Bayview Microsystems Inc.', 'microcontrollers and development boards'],
  ['FR', '光之电子股份公司', 'Lumière Électronique SA', 'optoelectronic components'],
  ['GB', '明井元件有限公司', 'Brightwell Components Ltd.', 'board-to-board connectors'],
  ['NL', '费尔德霍芬光子公司', 'Veldhoven Photonics B.V.', 'photonic test instruments'],
  ['SG', '滨海电路私人有限公司', 'Marina Circuits Pte. Ltd.', 'flexible printed circuit boards'],
  ['IT', '都灵电子有限公司', 'Torino Elettronica S.r.l.', 'industrial power supplies'],
  ['CH', '阿尔卑斯电力股份公司', 'Alpenstrom AG', 'energy storage systems'],
  ['US', '峡谷测量公司', 'Canyon Measurement Corp.', 'oscilloscopes and spectrum analyzers'],
  ['DE', '莱茵自动化有限公司', 'Rhein Automatisierung GmbH', 'pick-and-place machines'],
  ['JP', '樱花电源株式会社', 'Sakura Power Systems K.K.', 'lithium battery modules'],
  ['MY', '槟城半导体有限公司', 'Penang Semiconductor Sdn. Bhd.', 'discrete semiconductor devices'],
  ['XK', '普里什蒂纳电子公司', 'Prishtina Electronics L.L.C.', 'cable assemblies'],
];

function internationalExhibitors(): DemoExhibitor[] {
  return INTERNATIONAL.map(([country, zh, en, products], i) => {
    const slug = en.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
    return {
      name_zh_cn: zh,
      name_en: en,
      country,
      exhibitor_types: ['International'],
      intro_zh: `${zh}是${products}领域的国际供应商。`,
      intro_en: `${en} is an international supplier of ${products}.`,
      website: `https://${slug}.example.com`,
      email: `sales@${slug}.example.com`,
      join_year: 2010 + (i % 14),
      is_edit: true,
    };
  });
}

/** About 60 exhibitors: the three demo companies first, then Chinese and international ones. */
export function demoExhibitors(): DemoExhibitor[] {
  return [DEMO_MAIN, DEMO_RIVAL, DEMO_NEWCOMER, ...domesticExhibitors(), ...internationalExhibitors()];
}
