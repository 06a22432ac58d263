/** The demo fair (SPEC §1): 26–28 March 2025 in Shanghai. */
export const DEMO_FAIR = {
  name_zh: '2025 上海国际电子展',
  name_en: 'Shanghai International Electronics Fair 2025',
  starts_on: '2025-03-26',
  ends_on: '2025-03-28',
  city_zh: '上海',
  city_en: 'Shanghai',
  venue_zh: '国家会展中心（上海）',
  venue_en: 'National Exhibition and Convention Center (Shanghai)',
};

export const DEMO_HALLS: [string, string][] = [
  ['1.1号馆', 'Hall 1.1'],
  ['2.1号馆', 'Hall 2.1'],
  ['3.1号馆', 'Hall 3.1'],
  ['4.1号馆', 'Hall 4.1'],
  ['5.1号馆', 'Hall 5.1'],
  ['6.1号馆', 'Hall 6.1'],
];

export interface CategoryNode {
  zh: string;
  en: string;
  children?: CategoryNode[];
}

const leaves = (pairs: [string, string][]): CategoryNode[] => pairs.map(([zh, en]) => ({ zh, en }));

/** Three levels (SPEC §5 maximum), ordered as listed. */
export const DEMO_CATEGORIES: CategoryNode[] = [
  {
    zh: '电子元器件',
    en: 'Electronic Components',
    children: [
      { zh: '被动元件', en: 'Passive Components', children: leaves([['电阻器', 'Resistors'], ['电容器', 'Capacitors'], ['电感器', 'Inductors']]) },
      { zh: '半导体', en: 'Semiconductors', children: leaves([['集成电路', 'Integrated Circuits'], ['分立器件', 'Discrete Devices'], ['功率器件', 'Power Devices']]) },
      { zh: '连接器', en: 'Connectors', children: leaves([['板对板连接器', 'Board-to-Board Connectors'], ['线缆组件', 'Cable Assemblies']]) },
    ],
  },
  {
    zh: '传感器与测量',
    en: 'Sensors and Measurement',
    children: [
      { zh: '传感器', en: 'Sensors', children: leaves([['温度传感器', 'Temperature Sensors'], ['压力传感器', 'Pressure Sensors'], ['图像传感器', 'Image Sensors']]) },
      { zh: '测试测量仪器', en: 'Test and Measurement Instruments', children: leaves([['示波器', 'Oscilloscopes'], ['频谱分析仪', 'Spectrum Analyzers']]) },
    ],
  },
  {
    zh: '电子制造',
    en: 'Electronics Manufacturing',
    children: [
      { zh: 'SMT 设备', en: 'SMT Equipment', children: leaves([['贴片机', 'Pick-and-Place Machines'], ['回流焊炉', 'Reflow Ovens']]) },
      { zh: '印制电路板', en: 'Printed Circuit Boards', children: leaves([['刚性电路板', 'Rigid PCBs'], ['柔性电路板', 'Flexible PCBs']]) },
    ],
  },
  {
    zh: '嵌入式与物联网',
    en: 'Embedded Systems and IoT',
    children: [
      { zh: '嵌入式系统', en: 'Embedded Systems', children: leaves([['微控制器', 'Microcontrollers'], ['开发板', 'Development Boards']]) },
      { zh: '无线通信', en: 'Wireless Communication', children: leaves([['蓝牙模块', 'Bluetooth Modules'], ['Wi-Fi 模块', 'Wi-Fi Modules'], ['5G 模组', '5G Modules']]) },
    ],
  },
  {
    zh: '电源与储能',
    en: 'Power and Energy Storage',
    children: [
      { zh: '电源', en: 'Power Supplies', children: leaves([['开关电源', 'Switching Power Supplies'], ['电源适配器', 'Power Adapters']]) },
      { zh: '储能', en: 'Energy Storage', children: leaves([['锂电池', 'Lithium Batteries'], ['超级电容', 'Supercapacitors']]) },
    ],
  },
];

export const DEMO_APPLICATION_AREAS: [string, string][] = [
  ['汽车电子', 'Automotive Electronics'],
  ['工业自动化', 'Industrial Automation'],
  ['消费电子', 'Consumer Electronics'],
  ['医疗电子', 'Medical Electronics'],
  ['通信设备', 'Telecommunications'],
  ['新能源', 'New Energy'],
  ['智能家居', 'Smart Home'],
  ['航空航天', 'Aerospace'],
];

export const DEMO_PRODUCT_PROPERTIES: [string, string][] = [
  ['新品首发', 'New Launch'],
  ['节能环保', 'Energy Efficient'],
  ['国产替代', 'Domestic Alternative'],
  ['获奖产品', 'Award-winning'],
  ['可定制', 'Customisable'],
  ['符合 RoHS', 'RoHS Compliant'],
];

/** Messages every demo exhibitor receives, oldest first. */
export const DEMO_MESSAGES: { title_zh: string; title_en: string; content_zh: string; content_en: string; daysBeforeFair: number }[] = [
  { title_zh: '展商手册已发布', title_en: 'Exhibitor manual published', content_zh: '<p>2025 上海国际电子展展商手册已发布，请在<strong>下载中心</strong>查阅。</p>', content_en: '<p>The exhibitor manual is published; find it in the <strong>Download Center</strong>.</p>', daysBeforeFair: 90 },
  { title_zh: '请完善展商信息', title_en: 'Please complete your company profile', content_zh: '<p>展商信息将用于线上展会目录，请于 2025 年 2 月 28 日前完善中英文介绍。</p>', content_en: '<p>Your profile feeds the online catalogue; please complete the Chinese and English introductions by 28 February 2025.</p>', daysBeforeFair: 60 },
  { title_zh: '胸卡申请开放', title_en: 'Badge applications open', content_zh: '<p>展商胸卡申请现已开放，每个展位可申请 5 张。</p>', content_en: '<p>Exhibitor badge applications are open: five badges per booth.</p>', daysBeforeFair: 45 },
  { title_zh: 'VIP 观众邀请函', title_en: 'VIP visitor invitations', content_zh: '<p>请通过“VIP客户邀请”向您的重要客户发送邀请。</p>', content_en: '<p>Invite your key customers through “VIP customer invitation”.</p>', daysBeforeFair: 30 },
  { title_zh: '企业海报设计指引', title_en: 'Company poster guidelines', content_zh: '<p>海报尺寸 400×600，72 dpi，小于 150 KB。</p>', content_en: '<p>Posters are 400×600 at 72 dpi, under 150 KB.</p>', daysBeforeFair: 21 },
  { title_zh: '布展时间安排', title_en: 'Move-in schedule', content_zh: '<p>布展时间：2025 年 3 月 24 日至 25 日 8:00–20:00。</p>', content_en: '<p>Move-in: 24–25 March 2025, 8:00–20:00.</p>', daysBeforeFair: 14 },
  { title_zh: '展馆安全须知', title_en: 'Hall safety rules', content_zh: '<p>展期内禁止明火作业，请遵守展馆消防规定。</p>', content_en: '<p>No open flames during the fair; follow the venue’s fire regulations.</p>', daysBeforeFair: 7 },
  { title_zh: '撤展通知', title_en: 'Move-out notice', content_zh: '<p>撤展时间：2025 年 3 月 28 日 16:00 起。</p>', content_en: '<p>Move-out starts 28 March 2025 at 16:00.</p>', daysBeforeFair: 2 },
];

/** Self-contained banner art, so the demo needs no uploaded files. */
function svgBanner(colour: string, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1260" height="432"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="#fff" font-size="64" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const DEMO_ADS = [
  { image: svgBanner('#1d4ed8', '2025 上海国际电子展'), position: 'top', page: 'home', open_mode: 'link' as const, target_url: 'https://www.example.com/fair-2025', sort: 1 },
  { image: svgBanner('#047857', 'Exhibitor Manual'), position: 'side', page: 'dashboard', open_mode: 'download' as const, target_url: 'https://www.example.com/manual-2025.pdf', sort: 2 },
  { image: svgBanner('#b45309', 'VIP Invitation'), position: 'top', page: 'dashboard', open_mode: 'link' as const, target_url: 'https://www.example.com/vip', sort: 3, enabled: false },
];
