import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Spin, Typography } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../components/page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGetCategoriesQuery, type AdminCategory } from '../categories-api';
import { CategoryCard } from './components/category-card';
import { CategoryFormModal } from './components/category-form-modal';
import { useDeleteCategory } from './use-delete-category';

/** /admin/categories (spec section 2, "Categories"): a grid with name search, add, edit, delete. */
export function CategoryListPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, 300).trim();
  const list = useGetCategoriesQuery({ search });
  const categories = list.data ?? [];
  const [dialog, setDialog] = useState<{
    open: boolean;
    category: AdminCategory | null;
    key: number;
  }>({
    open: false,
    category: null,
    key: 0,
  });
  const openDialog = (category: AdminCategory | null) =>
    setDialog((current) => ({ open: true, category, key: current.key + 1 }));
  const confirmDelete = useDeleteCategory();

  return (
    <>
      <PageHeader
        title="Categories"
        subtitle="The collections the storefront shows; a category with products cannot be deleted."
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => openDialog(null)}
          >
            Add Category
          </Button>
        }
      />
      <Card>
        <Flex
          className="catalogue-toolbar"
          justify="space-between"
          align="center"
          wrap
          gap="middle"
        >
          <Input
            type="search"
            className="catalogue-toolbar__search"
            aria-label="Search categories by name"
            placeholder="Search by name"
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            maxLength={100}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {list.isSuccess
              ? `${categories.length} ${categories.length === 1 ? 'category' : 'categories'}`
              : null}
          </Typography.Text>
        </Flex>
        {list.isError ? (
          <Alert
            className="catalogue-error"
            type="error"
            showIcon
            title="Could not load categories"
            description="The list could not be loaded. Please try again."
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          />
        ) : null}
        <Spin spinning={list.isFetching} description="Loading">
          {categories.length === 0 ? (
            list.isLoading || list.isError ? (
              <div className="catalogue-grid__placeholder" />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={search ? `No categories match "${search}"` : 'No categories yet'}
              />
            )
          ) : (
            <ul className="catalogue-grid" aria-label="Categories">
              {categories.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} onEdit={openDialog} onDelete={confirmDelete} />
                </li>
              ))}
            </ul>
          )}
        </Spin>
      </Card>
      <CategoryFormModal
        key={dialog.key}
        open={dialog.open}
        category={dialog.category}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
