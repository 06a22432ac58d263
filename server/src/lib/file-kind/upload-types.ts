export type UploadCategory = 'image' | 'video' | 'file' | 'audio';

/** What the content of a file with a given extension must look like, and how it is served. */
export interface UploadType {
  extension: string;
  category: UploadCategory;
  /** content types (file-type's `ext` names, or this module's own detectors) that agree with the extension */
  contents: readonly string[];
  /** Content-Type it is served with */
  mime: string;
}

/** ISO base-media files: one container family whose brand decides the reported name. */
const ISO_MEDIA_VIDEO = ['mp4', 'm4v', 'mov', '3gp', '3g2', 'f4v'] as const;

/**
 * SPEC §5 types (images, video, files, audio) plus the file helper's svg and webp images. Word, Excel and
 * PowerPoint 97 files are compound files (cfb); 'acc' is the spec's spelling of AAC, so 'aac' is read too.
 */
const TYPES: readonly UploadType[] = [
  { extension: 'gif', category: 'image', contents: ['gif'], mime: 'image/gif' },
  { extension: 'jpeg', category: 'image', contents: ['jpg'], mime: 'image/jpeg' },
  { extension: 'jpg', category: 'image', contents: ['jpg'], mime: 'image/jpeg' },
  { extension: 'png', category: 'image', contents: ['png'], mime: 'image/png' },
  { extension: 'bmp', category: 'image', contents: ['bmp'], mime: 'image/bmp' },
  { extension: 'webp', category: 'image', contents: ['webp'], mime: 'image/webp' },
  { extension: 'svg', category: 'image', contents: ['svg'], mime: 'image/svg+xml' },
  { extension: 'avi', category: 'video', contents: ['avi'], mime: 'video/x-msvideo' },
  { extension: 'wmv', category: 'video', contents: ['asf'], mime: 'video/x-ms-wmv' },
  { extension: 'mpeg', category: 'video', contents: ['mpg'], mime: 'video/mpeg' },
  { extension: 'mp4', category: 'video', contents: ISO_MEDIA_VIDEO, mime: 'video/mp4' },
  { extension: 'm4v', category: 'video', contents: ISO_MEDIA_VIDEO, mime: 'video/x-m4v' },
  { extension: 'mov', category: 'video', contents: ISO_MEDIA_VIDEO, mime: 'video/quicktime' },
  { extension: 'asf', category: 'video', contents: ['asf'], mime: 'video/x-ms-asf' },
  { extension: 'flv', category: 'video', contents: ['flv'], mime: 'video/x-flv' },
  { extension: 'f4v', category: 'video', contents: ISO_MEDIA_VIDEO, mime: 'video/mp4' },
  { extension: 'rmvb', category: 'video', contents: ['rm'], mime: 'application/vnd.rn-realmedia-vbr' },
  { extension: 'rm', category: 'video', contents: ['rm'], mime: 'application/vnd.rn-realmedia' },
  { extension: '3gp', category: 'video', contents: ISO_MEDIA_VIDEO, mime: 'video/3gpp' },
  { extension: 'vob', category: 'video', contents: ['mpg'], mime: 'video/mpeg' },
  { extension: 'doc', category: 'file', contents: ['cfb'], mime: 'application/msword' },
  { extension: 'docx', category: 'file', contents: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { extension: 'ppt', category: 'file', contents: ['cfb'], mime: 'application/vnd.ms-powerpoint' },
  { extension: 'pptx', category: 'file', contents: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  { extension: 'xls', category: 'file', contents: ['cfb'], mime: 'application/vnd.ms-excel' },
  { extension: 'xlsx', category: 'file', contents: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { extension: 'zip', category: 'file', contents: ['zip'], mime: 'application/zip' },
  { extension: '7z', category: 'file', contents: ['7z'], mime: 'application/x-7z-compressed' },
  { extension: 'mp3', category: 'audio', contents: ['mp3'], mime: 'audio/mpeg' },
  { extension: 'wav', category: 'audio', contents: ['wav'], mime: 'audio/wav' },
  { extension: 'wma', category: 'audio', contents: ['asf'], mime: 'audio/x-ms-wma' },
  { extension: 'flac', category: 'audio', contents: ['flac'], mime: 'audio/flac' },
  { extension: 'midi', category: 'audio', contents: ['mid'], mime: 'audio/midi' },
  { extension: 'ra', category: 'audio', contents: ['ra'], mime: 'audio/x-pn-realaudio' },
  { extension: 'ape', category: 'audio', contents: ['ape'], mime: 'audio/ape' },
  { extension: 'acc', category: 'audio', contents: ['aac'], mime: 'audio/aac' },
  { extension: 'aac', category: 'audio', contents: ['aac'], mime: 'audio/aac' },
  { extension: 'cda', category: 'audio', contents: ['cda'], mime: 'application/x-cdf' },
];

const byExtension = new Map(TYPES.map((type) => [type.extension, type]));

/** The accepted type for a file name's extension (case-insensitive), or undefined. */
export function uploadTypeOf(fileName: string): UploadType | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  return byExtension.get(fileName.slice(dot + 1).toLowerCase());
}

/** Every accepted extension, for the client's `accept` attribute and the error text. */
export const UPLOAD_EXTENSIONS: readonly string[] = TYPES.map((type) => type.extension);

/** Images render inline; everything else downloads (an uploaded HTML or video must not run on our origin). */
export function servesInline(type: UploadType): boolean {
  return type.category === 'image';
}
