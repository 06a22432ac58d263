import { Image } from 'antd';

/** A small picture in a table cell (wide: a banner's proportions); nothing when the item has none. */
export function Thumb({ src, alt, size = 48, wide = false }: { src: string | null | undefined; alt: string; size?: number; wide?: boolean }) {
  if (!src) return null;
  return <Image src={src} alt={alt} width={wide ? Math.round(size * 2.9) : size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} preview={{ mask: false }} />;
}
