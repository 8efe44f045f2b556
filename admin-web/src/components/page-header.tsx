import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The title row of a console page: the page's one h1, an optional subtitle and actions. */
export function PageHeader({
  title,
  subtitle,
  extra,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Flex className="page-header" justify="space-between" align="flex-start" wrap gap="middle">
      <div>
        <Typography.Title level={1} className="page-header__title">
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Paragraph type="secondary" className="page-header__subtitle">
            {subtitle}
          </Typography.Paragraph>
        ) : null}
      </div>
      {extra ? <div>{extra}</div> : null}
    </Flex>
  );
}
