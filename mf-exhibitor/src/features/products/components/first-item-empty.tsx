import { Button, Card, Empty, Typography } from 'antd';

export interface FirstItemEmptyProps {
  title: string;
  description: string;
  actionLabel: string;
  onAction: () => void;
}

/** An exhibitor content list with nothing in it yet: a prompt to create the first item and a start-now button. */
export function FirstItemEmpty({ title, description, actionLabel, onAction }: FirstItemEmptyProps) {
  return (
    <Card variant="borderless" data-testid="first-item-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        style={{ padding: '48px 0' }}
        description={
          <>
            <Typography.Title level={4} style={{ marginBottom: 8 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{description}</Typography.Text>
          </>
        }
      >
        <Button type="primary" size="large" onClick={onAction}>
          {actionLabel}
        </Button>
      </Empty>
    </Card>
  );
}
