// Hostile .xlsx packages written byte by byte: small on disk, whatever they claim or inflate to. A part's
// content is pieces of text, each repeated; a piece is deflated once (ending on a full flush, so it
// decodes on its own) and its compressed bytes are repeated, so 1 GB of inflated text costs the test
// about 1 MB and no big string.
import { constants, deflateRawSync } from 'node:zlib';
import { HEADERS } from './sheet-builders';

export interface Piece {
  text: string;
  times?: number;
}

export interface Part {
  name: string;
  pieces: Piece[];
  /** the uncompressed size the zip headers claim; the real one by default */
  claimedSize?: number;
}

/** The final, empty deflate block that ends a stream of full-flushed pieces. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

function deflatePieces(pieces: Piece[]): { data: Buffer; size: number } {
  const chunks: Buffer[] = [];
  let size = 0;
  for (const { text, times = 1 } of pieces) {
    const raw = Buffer.from(text);
    const block = deflateRawSync(raw, { finishFlush: constants.Z_FULL_FLUSH });
    for (let n = 0; n < times; n += 1) chunks.push(block);
    size += raw.length * times;
  }
  chunks.push(FINAL_BLOCK);
  return { data: Buffer.concat(chunks), size };
}

/**
 * A local header or central directory entry: the fields both share sit at the same distances from the
 * general-purpose flags (`flagsAt`), after the signature and the version needed.
 */
function zipHeader(length: number, signature: number, flagsAt: number, sizes: { packed: number; claimed: number; nameLength: number }): Buffer {
  const header = Buffer.alloc(length);
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(20, flagsAt - 2); // version needed: deflate
  header.writeUInt16LE(0x0800, flagsAt); // UTF-8 names
  header.writeUInt16LE(8, flagsAt + 2); // deflated
  header.writeUInt16LE(0x21, flagsAt + 6); // date 1980-01-01
  header.writeUInt32LE(sizes.packed, flagsAt + 12);
  header.writeUInt32LE(sizes.claimed, flagsAt + 16);
  header.writeUInt16LE(sizes.nameLength, flagsAt + 20);
  return header;
}

/** A zip of deflated parts in the given order, local headers and central directory alike (CRC left 0: no reader here checks it). */
export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const { data, size } = deflatePieces(part.pieces);
    const claimed = Math.min(part.claimedSize ?? size, 0xffffffff);
    const local = zipHeader(30, 0x04034b50, 6, { packed: data.length, claimed, nameLength: name.length });
    const central = zipHeader(46, 0x02014b50, 8, { packed: data.length, claimed, nameLength: name.length });
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(offset, 42); // where its local header starts
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const contentTypes: Part = {
  name: '[Content_Types].xml',
  pieces: [
    {
      text:
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    },
  ],
};

const rootRels: Part = {
  name: '_rels/.rels',
  pieces: [{ text: `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>` }],
};

/** xl/workbook.xml listing `sheets` sheets, and its relationships. */
export function workbookParts(sheets = 1): Part[] {
  return [
    {
      name: 'xl/workbook.xml',
      pieces: [
        { text: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets>` },
        ...Array.from({ length: sheets }, (_, index) => ({ text: `<sheet name="S${index + 1}" sheetId="${index + 1}" r:id="rId${index + 1}"/>` })),
        { text: '</sheets></workbook>' },
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: [
        { text: `${XML}<Relationships xmlns="${RELS}">` },
        ...Array.from({ length: sheets }, (_, index) => ({ text: `<Relationship Id="rId${index + 1}" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>` })),
        { text: '</Relationships>' },
      ],
    },
  ];
}

/** A worksheet whose sheetData holds the given pieces. */
export const worksheet = (name: string, pieces: Piece[], claimedSize?: number): Part => ({
  name,
  claimedSize,
  pieces: [{ text: `${XML}<worksheet xmlns="${MAIN}"><sheetData>` }, ...pieces, { text: '</sheetData></worksheet>' }],
});

/** The header row of the template, in inline strings. */
export const headerRow: Piece = {
  text: `<row r="1">${HEADERS.map((header, index) => `<c r="${String.fromCharCode(65 + index)}1" t="inlineStr"><is><t>${header}</t></is></c>`).join('')}</row>`,
};

/** A workbook of one sheet whose rows are `pieces`, the package parts around it in Excel's order. */
export const sheetPackage = (pieces: Piece[], extra: Part[] = []): Buffer =>
  zipOf([contentTypes, rootRels, ...workbookParts(1), ...extra, worksheet('xl/worksheets/sheet1.xml', pieces)]);

/** The shared-strings part holding the given pieces between <sst> and </sst>. */
export const sharedStrings = (pieces: Piece[]): Part => ({
  name: 'xl/sharedStrings.xml',
  pieces: [{ text: `${XML}<sst xmlns="${MAIN}">` }, ...pieces, { text: '</sst>' }],
});

export const PACKAGE_START: Part[] = [contentTypes, rootRels];
