import { useCallback, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Result } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@fair/shared/api/api-error';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { CheckinCodeAnswer } from '@fair/shared/contracts/checkin';
import { notifier } from '@fair/shared/feedback/notifier';
import { fairWallTime, formatFairTime } from '@fair/shared/ui/fair-time';
import { normaliseCode, redemptionCode } from '@fair/shared/validation/checkin';
import { CHECKIN_QUERY_KEY, WRITE_OFF_DETAIL_PATH, lookupCode, redeemCode } from '../api/checkin-api';
import { CameraScanner } from '../components/camera-scanner';
import { canScan } from '../components/qr-reader';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * /checkin/check-in-write-off: staff type (or scan, where the browser reads QR codes) a visitor's code,
 * see who holds it, for which prize of which campaign, and redeem it after confirming. A redeemed code says
 * when and by whom, from the server.
 */
export default function WriteOffPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const text = (key: string, options?: Record<string, unknown>) => t(`checkin:writeOff.${key}`, options);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<CheckinCodeAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [scanning, setScanning] = useState(false);

  const look = useCallback(
    async (typed: string) => {
      setAnswer(null);
      setDone(false);
      const checked = redemptionCode.safeParse(typed);
      if (!checked.success) return setProblem(t(checked.error.issues[0].message));
      setProblem(null);
      setBusy(true);
      try {
        setAnswer(await lookupCode(checked.data));
      } catch (error) {
        setProblem(messageOf(error));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  const onScanned = useCallback(
    (scanned: string) => {
      setScanning(false);
      setCode(normaliseCode(scanned));
      void look(scanned);
    },
    [look],
  );

  const redeem = async () => {
    if (!answer) return;
    if (!(await notifier().confirm({ content: text('confirmQuestion', { visitor: answer.visitor.nick_name, prize: answer.prize.name_zh }) }))) return;
    setBusy(true);
    try {
      setAnswer(await redeemCode(answer.code));
      setDone(true);
      notifier().success(text('done'));
      void invalidate(CHECKIN_QUERY_KEY);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const next = () => {
    setCode('');
    setAnswer(null);
    setProblem(null);
    setDone(false);
  };

  const redemption = answer?.redemption;
  return (
    <Card variant="borderless" extra={<Button onClick={() => navigate(WRITE_OFF_DETAIL_PATH)}>{text('detail')}</Button>} title={t('checkin:route.writeOff')}>
      <Flex vertical gap={16} style={{ maxWidth: 640 }}>
        <Form layout="vertical" onFinish={() => void look(code)}>
          <Form.Item label={text('code')} validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
            <Flex gap={8}>
              <Input value={code} onChange={(event) => setCode(event.target.value)} placeholder={text('codePlaceholder')} maxLength={40} size="large" allowClear aria-label={text('code')} style={{ fontFamily: 'monospace', letterSpacing: 2 }} />
              <Button type="primary" size="large" htmlType="submit" loading={busy && !answer}>
                {text('lookup')}
              </Button>
              {canScan() ? (
                <Button size="large" icon={<CameraOutlined />} onClick={() => setScanning(true)}>
                  {text('scan')}
                </Button>
              ) : null}
            </Flex>
          </Form.Item>
        </Form>
        {scanning ? <CameraScanner onCode={onScanned} onClose={() => setScanning(false)} /> : null}
        {answer ? (
          <Card size="small" data-testid="write-off-answer">
            {done ? <Result status="success" title={text('done')} style={{ padding: 8 }} /> : null}
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={text('code')}>{answer.code}</Descriptions.Item>
              <Descriptions.Item label={text('visitor')}>{answer.visitor.nick_name}</Descriptions.Item>
              <Descriptions.Item label={text('prize')}>
                {answer.prize.name_zh} / {answer.prize.name_en}
              </Descriptions.Item>
              <Descriptions.Item label={text('campaign')}>
                {answer.campaign.name_zh} / {answer.campaign.name_en}
              </Descriptions.Item>
              <Descriptions.Item label={text('claimedAt')}>{formatFairTime(answer.claimed_at)}</Descriptions.Item>
            </Descriptions>
            {redemption && !done ? <Alert type="warning" showIcon style={{ marginTop: 12 }} title={text('redeemed', { at: fairWallTime(redemption.redeemed_at), by: redemption.staff_name })} /> : null}
            <Flex gap={8} style={{ marginTop: 12 }}>
              {redemption ? null : (
                <Button type="primary" loading={busy} onClick={() => void redeem()}>
                  {text('confirm')}
                </Button>
              )}
              <Button onClick={next}>{text('next')}</Button>
            </Flex>
          </Card>
        ) : null}
      </Flex>
    </Card>
  );
}
