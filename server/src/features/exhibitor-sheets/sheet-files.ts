import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import {
  EXHIBITOR_SHEET_COLUMNS,
  EXHIBITOR_SHEET_MAX_ROWS,
  EXHIBITOR_SHEET_NAME_MAX,
  type ExhibitorSheetColumnKey,
  exhibitorSheetHeader,
} from '@fair/shared/contracts/exhibitor-sheets';
import { MOBILE_DIGITS_MAX } from '@fair/shared/constants/limits';
import type { ServerLocale } from '../../lib/i18n/locale';
import { translate } from '../../lib/i18n/translate';
import { escapeSheetFormula } from '../../lib/sheets/formula-escape';
import type { CheckedRow } from './row-validation';
import { columnHeader } from './row-validation';
import { TEMPLATE_EXAMPLE } from './template-example';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DATA_SHEET_NAME = '展商信息 Exhibitors';

const WIDTHS: Record<ExhibitorSheetColumnKey, number> = { name_zh: 30, name_en: 36, email: 34, exhibitor_types: 26, phone: 18 };

/** The data sheet's columns, bold bilingual header, frozen first row; shared by template, export and error sheet. */
export function addDataSheet(workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter, extra: { header: string; width: number }[] = []) {
  const sheet = workbook.addWorksheet(DATA_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...EXHIBITOR_SHEET_COLUMNS.map((column) => ({ header: exhibitorSheetHeader(column), key: column.key, width: WIDTHS[column.key] })),
    ...extra.map((column, index) => ({ header: column.header, key: `extra${index}`, width: column.width })),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
  return sheet;
}

const NOTES: [string, string][] = [
  ['每行一个展商账号；第一行为表头，请勿修改或删除。', 'One exhibitor account per row; the first row is the header: do not change or delete it.'],
  [`第二行是示例（邮箱 ${TEMPLATE_EXAMPLE.email}），导入时会跳过，可保留或删除。`, `The second row is an example (e-mail ${TEMPLATE_EXAMPLE.email}): the import skips it, keep or delete it.`],
  ['展商中文名称、展商英文名称必填，各不超过 200 个字符。', `Exhibitor Chinese and English names are required, at most ${EXHIBITOR_SHEET_NAME_MAX} characters each.`],
  ['邮箱即登录账号，必填且唯一；已存在的邮箱将更新该账号的名称和类型，不会重复创建。', 'The e-mail is the login account, required and unique; an e-mail that already exists updates that account’s names and types, it is never created twice.'],
  ['展商类型必填：FIE、Local、International（或 外资企业、国内展商、国际展商），多个用逗号分隔。', 'Exhibitor type is required: FIE, Local, International; separate several with commas.'],
  [`手机号选填，仅数字，最多 ${MOBILE_DIGITS_MAX} 位。`, `Mobile is optional: digits only, at most ${MOBILE_DIGITS_MAX}.`],
  [`每个表最多 ${EXHIBITOR_SHEET_MAX_ROWS} 行；请只填写数值，不要使用公式、图片或宏。`, `At most ${EXHIBITOR_SHEET_MAX_ROWS} rows per sheet; enter plain values only, no formulas, pictures or macros.`],
  ['导入后账号不含可用密码：通过“发送邮件”向展商发送设置密码的链接。', 'Imported accounts have no usable password: send the account e-mail so the exhibitor sets one through its link.'],
  ['导入失败的行可下载为带“错误原因”列的表格，修改后可直接再次导入。', 'Refused rows can be downloaded as a sheet with an error column; fix them and import that sheet again.'],
];

/** The import template: the columns, one example row (skipped by an import) and a notes sheet, both languages. */
export async function templateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Fair Portal';
  const sheet = addDataSheet(workbook);
  sheet.addRow(TEMPLATE_EXAMPLE);
  sheet.getColumn('phone').numFmt = '@';
  const notes = workbook.addWorksheet('填写说明 Notes');
  notes.columns = [
    { header: '说明', key: 'zh', width: 70 },
    { header: 'Notes', key: 'en', width: 90 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const [zh, en] of NOTES) notes.addRow({ zh, en }).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The refused rows as they were typed, with an error column in the uploader's language. */
export async function errorWorkbook(rows: CheckedRow[], locale: ServerLocale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const errorHeader = translate(locale, 'exhibitorSheets.errorColumn');
  const sheet = addDataSheet(workbook, [{ header: errorHeader, width: 60 }]);
  sheet.getColumn('phone').numFmt = '@';
  for (const row of rows) {
    if (!row.problems.length) continue;
    const reason = row.problems.map((problem) => `${columnHeader(problem.column)}: ${translate(locale, problem.key, problem.params)}`).join('; ');
    const values = Object.fromEntries(EXHIBITOR_SHEET_COLUMNS.map((column) => [column.key, escapeSheetFormula(row.values[column.key])]));
    const added = sheet.addRow({ ...values, extra0: `${translate(locale, 'exhibitorSheets.sourceRow', { row: row.row })} ${reason}` });
    added.getCell('extra0').font = { color: { argb: 'FFCF1322' } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file download: the name in UTF-8 (Chinese survives) with an ASCII fallback. */
export function sendXlsx(reply: FastifyReply, name: string, fallback: string, body: unknown) {
  reply.headers({
    'content-type': XLSX_MIME,
    'content-disposition': `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  });
  return reply.send(body);
}
