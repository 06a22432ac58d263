import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FrameReader, createQrReader } from './qr-reader';

/** Reads a QR code from the rear camera and hands its text over once; stops the camera when closed. */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());
    const look = async (read: FrameReader) => {
      if (stopped || !video.current) return;
      const found = await read(video.current).catch(() => null);
      if (found && !stopped) onCode(found);
      else timer = window.setTimeout(() => void look(read), 300);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        const read = await createQrReader();
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look(read);
      })
      .catch(() => {
        stopCamera();
        setFailed(true);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopCamera();
    };
  }, [onCode]);
  return (
    <Flex vertical gap={8} style={{ maxWidth: 360 }}>
      {failed ? <Alert type="warning" showIcon title={t('checkin:writeOff.scanUnavailable')} /> : <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />}
      <Button onClick={onClose}>{t('checkin:writeOff.stopScan')}</Button>
    </Flex>
  );
}
