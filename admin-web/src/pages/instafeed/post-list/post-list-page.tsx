import { Button, Card, Empty, Spin, Typography } from 'antd';
import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import { ListError } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format-date';
import { useGetFeedPostsQuery } from '../instafeed-api';
import { postLabel } from '../instafeed-model';
import { AddPostForm } from './add-post-form';
import { useDeletePost } from './use-delete-post';

/**
 * /admin/instafeed: the social feed the home page shows, newest
 * first, as links; Add Post with a URL, Delete (confirmed).
 */
export function PostListPage() {
  const list = useGetFeedPostsQuery();
  const posts = list.data ?? [];
  const confirmDelete = useDeletePost();

  return (
    <>
      <PageHeader title="Instafeed" subtitle="The social media posts the home page shows." />
      <Card>
        <AddPostForm />
        <Typography.Text type="secondary" aria-live="polite" className="content-count">
          {list.isSuccess ? `${posts.length} ${posts.length === 1 ? 'post' : 'posts'}` : null}
        </Typography.Text>
        <ListError list={list} className="content-error" title="Could not load posts" />
        <Spin spinning={list.isFetching} description="Loading">
          {posts.length === 0 ? (
            list.isLoading || list.isError ? (
              <div className="catalogue-grid__placeholder" />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No posts yet" />
            )
          ) : (
            <ul className="post-list" aria-label="Posts">
              {posts.map((post) => (
                <li key={post.id} className="post-list__item">
                  <div className="post-list__link">
                    <Typography.Link href={post.postUrl} target="_blank" rel="noopener noreferrer">
                      <LinkOutlined aria-hidden /> {post.postUrl}
                    </Typography.Link>
                    <br />
                    <Typography.Text type="secondary">
                      Added {formatDate(post.createdAt)}
                    </Typography.Text>
                  </div>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Delete post ${postLabel(post.postUrl)}`}
                    onClick={() => confirmDelete(post)}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Spin>
      </Card>
    </>
  );
}
