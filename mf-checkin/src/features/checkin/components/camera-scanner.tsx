import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface DetectedCode {
  rawValue: string;
}
interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type DetectorClass = new (options: { formats: string[] }) => CodeDetector;

/** The browser's own QR reader (Shape Detection API): nothing to download, and no camera button where it is missing. */
const detectorClass = (): DetectorClass | null => (typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector : null);
export const canScan = () => detectorClass() !== null && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** Reads a QR code from the rear camera and hands its text over once; stops the camera when closed. */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return undefined;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      const [found] = await detector.detect(video.current).catch(() => []);
      if (found && !stopped) onCode(found.rawValue);
      else timer = window.setTimeout(() => void look(), 300);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  return (
    <Flex vertical gap={8} style={{ maxWidth: 360 }}>
      {failed ? <Alert type="warning" showIcon title={t('checkin:writeOff.scanUnavailable')} /> : <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />}
      <Button onClick={onClose}>{t('checkin:writeOff.stopScan')}</Button>
    </Flex>
  );
}
