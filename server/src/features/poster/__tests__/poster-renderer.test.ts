import { createCanvas, loadImage } from '@napi-rs/canvas';
import { POSTER_FONT_FAMILY, posterFont, posterFontSource } from '../poster-fonts';
import { POSTER_DEFAULT_COLORS } from '@fair/shared/validation/poster';
import { POSTER_HEIGHT, POSTER_WIDTH, renderPoster, wrapText } from '../poster-renderer';
import { fairDateRange } from '../poster-drawing';

/** Black-on-white pixels of `text` in the poster font. */
function inkOf(text: string): Buffer {
  const canvas = createCanvas(240, 40);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 240, 40);
  ctx.fillStyle = '#000';
  ctx.font = posterFont(24);
  ctx.textBaseline = 'top';
  ctx.fillText(text, 4, 6);
  return Buffer.from(ctx.getImageData(0, 0, 240, 40).data);
}

describe('poster fonts', () => {
  it('loads the CJK font shipped by the npm package, without relying on system fonts', () => {
    expect(posterFontSource()).toBe('bundled');
    expect(posterFont(20, 'bold')).toContain(`"${POSTER_FONT_FAMILY}"`);
  });

  it('draws distinct Chinese glyphs (two texts of the same length differ; placeholder boxes would not)', () => {
    const blank = inkOf('');
    const a = inkOf('上海演示电子');
    const b = inkOf('竞品科技股份');
    expect(a.equals(blank)).toBe(false);
    expect(a.equals(b)).toBe(false);
    // Traditional characters (zh-tw) render too
    expect(inkOf('臺灣電子展').equals(inkOf('國際會展中'))).toBe(false);
  });
});

describe('wrapText', () => {
  const ctx = createCanvas(10, 10).getContext('2d');
  ctx.font = posterFont(20);

  it('breaks Chinese between characters and Latin text between words, within the width', () => {
    const chinese = wrapText(ctx, '上海演示电子有限公司上海演示电子有限公司', 200, 3);
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.join('')).toBe('上海演示电子有限公司上海演示电子有限公司');
    for (const line of chinese) expect(ctx.measureText(line).width).toBeLessThanOrEqual(200);
    const latin = wrapText(ctx, 'Shanghai Demo Electronics Co., Ltd.', 200, 3);
    expect(latin.join(' ')).toBe('Shanghai Demo Electronics Co., Ltd.');
    for (const line of latin) expect(line).not.toMatch(/^\s|\s$/);
  });

  it('ends a cut text with an ellipsis on the last allowed line', () => {
    const lines = wrapText(ctx, '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十', 100, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(ctx.measureText(lines[1]).width).toBeLessThanOrEqual(100);
  });
});

describe('fairDateRange', () => {
  it('spells the fair dates per language (26-28 March 2025)', () => {
    expect(fairDateRange('zh-cn', '2025-03-26', '2025-03-28')).toBe('2025年3月26日—28日');
    expect(fairDateRange('en-us', '2025-03-26', '2025-03-28')).toBe('26–28 March 2025');
    expect(fairDateRange('en-us', '2025-03-30', '2025-04-01')).toBe('30 March – 1 April 2025');
    expect(fairDateRange('zh-tw', '2025-12-30', '2026-01-02')).toBe('2025年12月30日—2026年1月2日');
  });
});

describe('renderPoster', () => {
  it('makes a 400x600 PNG even without any image', async () => {
    const png = await renderPoster({
      background: null,
      heading: '2025 上海国际电子展',
      companyName: '上海演示电子有限公司',
      companyOtherName: 'Shanghai Demo Electronics Co., Ltd.',
      logo: null,
      qrCode: Buffer.from('not an image'),
      boothLine: '展位：1.1号馆 A10',
      scanHint: '扫码了解更多',
      fairDates: '2025年3月26日—28日',
      fairVenue: '国家会展中心（上海）',
      colors: { ...POSTER_DEFAULT_COLORS },
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
  });
});
