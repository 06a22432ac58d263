import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { fairToday } from '../lib/time/fair-day';
import { type FileStorage, fileUrl, newStorageKey } from '../lib/storage/file-storage';
import type { Database } from '../db/client';
import { adminUsers } from '../db/schema/admins';
import { POSTER_SETTING_KEY, globalSettings, uploadedFiles } from '../db/schema/content';
import { type DownloadCategory, downloads } from '../db/schema/downloads';
import type { ExhibitorType } from '../db/schema/enums';
import { DEMO_FAIR } from './demo-reference-data';

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A real Word document (the minimal parts of WordprocessingML): a bold heading and paragraphs. */
export async function wordDocument(heading: string, paragraphs: string[]): Promise<Buffer> {
  const run = (text: string, bold: boolean) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="36"/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `${XML_HEADER}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/document.xml',
    `${XML_HEADER}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${run(heading, true)}${paragraphs.map((p) => run(p, false)).join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A real Excel workbook: one sheet with a header row and the given rows. */
export async function workbook(sheet: string, header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const worksheet = book.addWorksheet(sheet);
  worksheet.addRow(header).font = { bold: true };
  worksheet.addRows(rows);
  worksheet.columns.forEach((column) => (column.width = 28));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The demo poster template: 400x600 art without text (the poster draws the company and fair on it). */
export function posterTemplateArt(): Buffer {
  const canvas = createCanvas(400, 600);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 400, 600);
  sky.addColorStop(0, '#0a2f6b');
  sky.addColorStop(0.55, '#1459c7');
  sky.addColorStop(1, '#19a0d8');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 400, 600);
  // circuit-like traces: the fair is an electronics fair
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.14)';
  ctx.lineWidth = 2;
  for (let i = 0; i < 9; i += 1) {
    const y = 40 + i * 64;
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(120 + (i % 3) * 40, y);
    ctx.lineTo(160 + (i % 3) * 40, y + 28);
    ctx.lineTo(400, y + 28);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(120 + (i % 3) * 40, y, 4, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.3)';
    ctx.fill();
  }
  return canvas.toBuffer('image/png');
}

interface DemoFile {
  title_zh: string;
  title_en: string;
  category: DownloadCategory;
  fileName: string;
  mime: string;
  extension: string;
  content: () => Promise<Buffer>;
  exhibitor_types: ExhibitorType[];
  publish_date: string;
  status: 'published' | 'draft';
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ALL_TYPES: ExhibitorType[] = ['FIE', 'Local', 'International'];

function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const FAIR_LINE = `${DEMO_FAIR.name_zh}（${DEMO_FAIR.starts_on} 至 ${DEMO_FAIR.ends_on}，${DEMO_FAIR.venue_zh}）`;

/** The demo files in the order they are stored; a publish date is a day, or so many days after the seeding day. */
const DEMO_FILES: (Omit<DemoFile, 'publish_date'> & { publish_date: string | { daysAfterToday: number } })[] = [
  {
    title_zh: '参展商手册',
    title_en: 'Exhibitor manual',
    category: 'manual',
    fileName: '参展商手册 Exhibitor manual.docx',
    mime: DOCX,
    extension: 'docx',
    content: () =>
      wordDocument('参展商手册 Exhibitor manual', [
        FAIR_LINE,
        '布展时间：2025 年 3 月 24 日至 25 日 8:00–20:00。Move-in: 24–25 March 2025, 8:00–20:00.',
        '撤展时间：2025 年 3 月 28 日 16:00 起。Move-out starts 28 March 2025 at 16:00.',
        '展期内禁止明火作业，请遵守展馆消防规定。No open flames during the fair.',
      ]),
    exhibitor_types: ALL_TYPES,
    publish_date: '2025-01-15',
    status: 'published',
  },
  {
    title_zh: '特装展位施工规范',
    title_en: 'Rules for custom-built booths',
    category: 'manual',
    fileName: '特装展位施工规范 Custom booth rules.docx',
    mime: DOCX,
    extension: 'docx',
    content: () =>
      wordDocument('特装展位施工规范 Rules for custom-built booths', [
        '限高 4.5 米，结构图纸须于 2025 年 2 月 28 日前提交。Height limit 4.5 m; drawings due by 28 February 2025.',
        '电箱须由展馆指定电工接驳。Power boxes are connected by the venue’s electricians only.',
      ]),
    exhibitor_types: ['Local', 'FIE'],
    publish_date: '2025-01-20',
    status: 'published',
  },
  {
    title_zh: '展位配置清单',
    title_en: 'Booth equipment order form',
    category: 'materials',
    fileName: '展位配置清单 Booth order form.xlsx',
    mime: XLSX,
    extension: 'xlsx',
    content: () =>
      workbook('展位配置 Booth order', ['项目 Item', '单价 Unit price (CNY)', '数量 Quantity'], [
        ['洽谈桌 Meeting table', 300, 1],
        ['折椅 Folding chair', 60, 4],
        ['射灯 Spotlight', 150, 2],
        ['16A 电箱 16 A power box', 1200, 1],
      ]),
    exhibitor_types: ALL_TYPES,
    publish_date: '2025-02-01',
    status: 'published',
  },
  {
    title_zh: '境外展商物流与报关指南',
    title_en: 'Logistics and customs guide for overseas exhibitors',
    category: 'materials',
    fileName: 'Logistics guide 物流指南.xlsx',
    mime: XLSX,
    extension: 'xlsx',
    content: () =>
      workbook('Logistics 物流', ['截止日期 Deadline', '事项 Task'], [
        ['2025-02-20', '提交货运委托书 Send the shipping order'],
        ['2025-03-10', '展品抵达上海港 Exhibits arrive at the port of Shanghai'],
        ['2025-03-24', '展品进馆 Exhibits delivered to the booth'],
      ]),
    exhibitor_types: ['International', 'FIE'],
    publish_date: '2025-02-05',
    status: 'published',
  },
  {
    // publish date a month ahead: exhibitors see it only from then on
    title_zh: '展后观众数据报告模板',
    title_en: 'Post-show visitor report template',
    category: 'materials',
    fileName: '观众数据报告模板 Visitor report.xlsx',
    mime: XLSX,
    extension: 'xlsx',
    content: () => workbook('观众 Visitors', ['日期 Date', '观众数 Visitors'], [['2025-03-26', 0], ['2025-03-27', 0], ['2025-03-28', 0]]),
    exhibitor_types: ALL_TYPES,
    publish_date: { daysAfterToday: 30 },
    status: 'published',
  },
  {
    title_zh: '现场活动安排（草稿）',
    title_en: 'On-site programme (draft)',
    category: 'manual',
    fileName: '现场活动安排 Programme.docx',
    mime: DOCX,
    extension: 'docx',
    content: () => wordDocument('现场活动安排 On-site programme', ['待定 To be announced.']),
    exhibitor_types: ALL_TYPES,
    publish_date: '2025-03-01',
    status: 'draft',
  },
];;

function demoFiles(today: string): DemoFile[] {
  return DEMO_FILES.map(({ publish_date, ...file }) => ({ ...file, publish_date: typeof publish_date === 'string' ? publish_date : daysAfter(today, publish_date.daysAfterToday) }));
}

/** Stores generated bytes as an organizer's upload and answers what a download row needs. */
async function storeAsAdminUpload(db: Database, storage: FileStorage, ownerId: number, scratch: string, name: string, extension: string, mime: string, content: Buffer) {
  const key = newStorageKey(extension);
  const temp = path.join(scratch, randomBytes(16).toString('hex'));
  await writeFile(temp, content);
  await storage.put(key, temp, { contentType: mime, size: content.length });
  await db.insert(uploadedFiles).values({ owner_kind: 'admin_user', owner_id: ownerId, storage_key: key, original_name: name, mime, size: content.length });
  return { url: fileUrl(key), name, size: content.length, mime };
}

/**
 * Demo files of the download centre (real .docx and .xlsx made here, stored like organizer uploads) for the
 * demo exhibitor types, plus the organizer's poster template when none is set. Runs after the demo fair
 * was seeded, with the storage the server will serve the files from.
 */
export async function seedDemoDownloads(db: Database, storage: FileStorage, now = new Date()): Promise<number> {
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.kind, 'web')).orderBy(asc(adminUsers.id)).limit(1);
  // without demo accounts no organizer exists yet; the files stay usable, owned by no account
  const ownerId = admin?.id ?? 0;
  const scratch = await mkdtemp(path.join(tmpdir(), 'fair-demo-files-'));
  try {
    const files = demoFiles(fairToday(now));
    for (const file of files) {
      const stored = await storeAsAdminUpload(db, storage, ownerId, scratch, file.fileName, file.extension, file.mime, await file.content());
      await db.insert(downloads).values({
        title_zh: file.title_zh,
        title_en: file.title_en,
        category: file.category,
        file_url: stored.url,
        file_name: stored.name,
        file_size: stored.size,
        file_mime: stored.mime,
        exhibitor_types: file.exhibitor_types,
        publish_date: file.publish_date,
        status: file.status,
      });
    }
    const [template] = await db.select({ key: globalSettings.key }).from(globalSettings).where(eq(globalSettings.key, POSTER_SETTING_KEY));
    if (!template) {
      const art = await storeAsAdminUpload(db, storage, ownerId, scratch, 'poster-template.png', 'png', 'image/png', posterTemplateArt());
      await db.insert(globalSettings).values({ key: POSTER_SETTING_KEY, value: { image: art.url, title_zh: `${DEMO_FAIR.name_zh} · 诚邀莅临`, title_en: `Meet us at the ${DEMO_FAIR.name_en}` } });
    }
    return files.length;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
