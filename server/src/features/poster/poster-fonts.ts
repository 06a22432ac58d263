import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/** The family the poster's text is drawn in; fonts registered under it come first, system fonts after. */
export const POSTER_FONT_FAMILY = 'Fair Poster Sans';

/**
 * Chinese text needs a CJK font on every machine, also a fresh one without system fonts. The npm package
 * @embedpdf/fonts-sc ships Noto Sans Hans (SIL OFL) as plain OpenType files that Skia loads directly
 * (Fontsource's Noto Sans SC ships only woff/woff2 slices per Unicode range). Its package exports hide the
 * font folder, so the folder is found beside the resolved entry point. Characters the font lacks (and the
 * whole text, should the package be missing) fall back to the system's fonts, such as fonts-noto-cjk.
 */
function registerBundledFonts(): 'bundled' | 'system' {
  try {
    const folder = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    const regular = GlobalFonts.registerFromPath(path.join(folder, 'NotoSansHans-Regular.otf'), POSTER_FONT_FAMILY);
    const bold = GlobalFonts.registerFromPath(path.join(folder, 'NotoSansHans-Bold.otf'), POSTER_FONT_FAMILY);
    return regular && bold ? 'bundled' : 'system';
  } catch {
    return 'system';
  }
}

let source: 'bundled' | 'system' | undefined;

/** Registers the poster fonts once per process; says where the CJK glyphs come from. */
export function posterFontSource(): 'bundled' | 'system' {
  source ??= registerBundledFonts();
  return source;
}

/** A CSS font shorthand for the poster: the bundled family, then common CJK system families. */
export function posterFont(sizePx: number, weight: 'normal' | 'bold' = 'normal'): string {
  posterFontSource();
  return `${weight} ${sizePx}px "${POSTER_FONT_FAMILY}", "Noto Sans CJK SC", "Noto Sans SC", "WenQuanYi Zen Hei", sans-serif`;
}
