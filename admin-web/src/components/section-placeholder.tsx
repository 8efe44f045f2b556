import { Card, Empty } from 'antd';
import { PageHeader } from './page-header';

/**
 * A console section whose feature has not been built yet: its title and an honest empty
 * state. Each section's own issue replaces it with the real screen.
 */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>Nothing here yet</strong>
              <br />
              This section arrives with its feature.
            </>
          }
        />
      </Card>
    </>
  );
}
