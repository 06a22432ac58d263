import { FileExcelOutlined, FileImageOutlined, FileOutlined, FilePptOutlined, FileWordOutlined, FileZipOutlined } from '@ant-design/icons';

/** An icon for the file's type, so Word, Excel and other files are told apart at a glance. */
export function FileTypeIcon({ name }: { name: string }) {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const style = { fontSize: 20 };
  if (extension === 'doc' || extension === 'docx') return <FileWordOutlined style={{ ...style, color: '#2b579a' }} />;
  if (extension === 'xls' || extension === 'xlsx') return <FileExcelOutlined style={{ ...style, color: '#217346' }} />;
  if (extension === 'ppt' || extension === 'pptx') return <FilePptOutlined style={{ ...style, color: '#d24726' }} />;
  if (extension === 'zip' || extension === '7z') return <FileZipOutlined style={{ ...style, color: '#8c6d1f' }} />;
  if (['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'].includes(extension)) return <FileImageOutlined style={{ ...style, color: '#1677ff' }} />;
  return <FileOutlined style={style} />;
}
