import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadServerFile, type DownloadOptions, type DownloadProgress, type DownloadedFile } from './download-file';

/** "45%" when the size is known, "1.2 MB" received otherwise (streamed exports). */
export function progressLabel(progress: DownloadProgress | null): string {
  if (!progress) return '';
  if (progress.total) return `${Math.min(100, Math.floor((progress.loaded / progress.total) * 100))}%`;
  const megabytes = progress.loaded / (1024 * 1024);
  return megabytes >= 1 ? `${megabytes.toFixed(1)} MB` : `${Math.ceil(progress.loaded / 1024)} KB`;
}

/** One download at a time, with its progress; a second press while one runs is ignored. */
export function useFileDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);

  const download = useCallback(async (url: string, options: DownloadOptions): Promise<DownloadedFile | null> => {
    if (busy.current) return null;
    busy.current = true;
    setRunning(true);
    setProgress({ loaded: 0, total: null });
    try {
      return await downloadServerFile(url, { ...options, onProgress: setProgress });
    } catch {
      // the api client has shown the server's message; the button simply becomes usable again
      return null;
    } finally {
      busy.current = false;
      setRunning(false);
      setProgress(null);
    }
  }, []);

  return { download, running, progress };
}

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'href'> {
  url: string;
  params?: object;
  fallbackName: string;
  /** shown while the file is made, e.g. SPEC §8 'exporting accounts, please wait' */
  busyText?: ReactNode;
  /** a check before downloading, e.g. SPEC §5 "at least one selection"; false stops it */
  beforeDownload?: () => boolean;
  onDownloaded?: (file: DownloadedFile) => void;
}

/** A button that downloads a server-made file (export, template, error sheet) and shows its progress. */
export function DownloadButton({ url, params, fallbackName, busyText, beforeDownload, onDownloaded, children, icon, ...buttonProps }: DownloadButtonProps) {
  const { t } = useTranslation();
  const { download, running, progress } = useFileDownload();
  const start = async () => {
    if (beforeDownload && !beforeDownload()) return;
    const file = await download(url, { params, fallbackName });
    if (file) onDownloaded?.(file);
  };
  return (
    <Button {...buttonProps} icon={icon ?? <DownloadOutlined />} loading={running} onClick={() => void start()} aria-busy={running}>
      {running ? (
        <span data-testid="download-progress">
          {busyText ?? t('common:sheets.downloading')} {progressLabel(progress)}
        </span>
      ) : (
        children
      )}
    </Button>
  );
}
