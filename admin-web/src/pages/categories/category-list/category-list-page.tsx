import { useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CatalogueGrid, ListError } from '../../../components/list-states';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGetCategoriesQuery, type AdminCategory } from '../categories-api';
import { CategoryCard } from './components/category-card';
import { CategoryFormModal } from './components/category-form-modal';
import { useDeleteCategory } from './use-delete-category';

/** /admin/categories: a grid with name search, add, edit, delete. */
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
        <ListToolbar
          className="catalogue-toolbar"
          search={{
            label: 'Search categories by name',
            placeholder: 'Search by name',
            maxLength: 100,
            value: searchInput,
            onChange: setSearchInput,
          }}
          count={
            list.isSuccess
              ? `${categories.length} ${categories.length === 1 ? 'category' : 'categories'}`
              : null
          }
        />
        <ListError list={list} className="catalogue-error" title="Could not load categories" />
        <CatalogueGrid
          list={list}
          items={categories}
          label="Categories"
          emptyText={search ? `No categories match "${search}"` : 'No categories yet'}
          itemKey={(category) => category.id}
          renderItem={(category) => (
            <CategoryCard category={category} onEdit={openDialog} onDelete={confirmDelete} />
          )}
        />
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
