import { useEffect, useState } from 'react';
import { Button, Card, Pagination, Segmented, Select } from 'antd';
import { AppstoreOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { CatalogueGrid, ListError } from '../../../components/list-states';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import {
  PRODUCT_FILTERS,
  useGetProductCategoriesQuery,
  useGetProductsQuery,
  type AdminProduct,
} from '../products-api';
import { FILTER_LABELS, filterToValue, valueToFilter } from '../product-model';
import { ProductCard } from './components/product-card';
import { ProductFormDrawer } from './components/product-form-drawer';
import { ProductTable } from './components/product-table';
import { useProductView, type ProductView } from './use-product-view';
import { PRODUCT_PAGE_SIZE, useProductListParams } from './use-product-list-params';
import { useDeleteProduct } from './use-delete-product';

/**
 * /admin/products: the catalogue as a grid of cards or a table (the admin's choice,
 * remembered in this browser), with a
 * name search and one filter (all, new arrivals, featured, out of stock, a colour out of
 * stock, or a category); products are added and edited in a right-hand drawer.
 */
export function ProductListPage() {
  const { searchInput, setSearchInput, search, filter, setFilter, page, setPage } =
    useProductListParams();
  const list = useGetProductsQuery({ search, filter, page, pageSize: PRODUCT_PAGE_SIZE });
  const categories = useGetProductCategoriesQuery();
  const products = list.data?.products ?? [];
  const total = list.data?.total ?? 0;

  // After a delete the last page may be empty: go to the last page that has products.
  const lastPage = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));
  const overshot = list.isSuccess && !list.isFetching && products.length === 0 && page > lastPage;
  useEffect(() => {
    if (overshot) setPage(lastPage);
  }, [overshot, lastPage, setPage]);

  const [drawer, setDrawer] = useState<{ open: boolean; product: AdminProduct | null }>({
    open: false,
    product: null,
  });
  const confirmDelete = useDeleteProduct();
  const [view, setView] = useProductView();
  const edit = (product: AdminProduct) => setDrawer({ open: true, product });

  const filterOptions = [
    { value: 'all', label: 'All products' },
    ...PRODUCT_FILTERS.map((key) => ({ value: key, label: FILTER_LABELS[key] })),
    ...(categories.data && categories.data.length > 0
      ? [
          {
            label: 'Category',
            title: 'Category',
            options: categories.data.map((c) => ({
              value: filterToValue({ kind: 'category', id: c.id }),
              label: c.name,
            })),
          },
        ]
      : []),
  ];

  const filtered = search !== '' || filter.kind !== 'all';
  const emptyText = filtered ? 'No products match the search or filter' : 'No products yet';

  return (
    <>
      <PageHeader
        title="Products"
        subtitle="Add, edit and remove sarees; stock per colour shows on each card."
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDrawer({ open: true, product: null })}
          >
            Add New Product
          </Button>
        }
      />
      <Card>
        <ListToolbar
          className="catalogue-toolbar"
          search={{
            label: 'Search products by name',
            placeholder: 'Search by product name',
            maxLength: 200,
            value: searchInput,
            onChange: setSearchInput,
          }}
          controls={
            <>
              <Segmented<ProductView>
                aria-label="Show products as"
                value={view}
                onChange={setView}
                options={[
                  { value: 'cards', label: 'Cards', icon: <AppstoreOutlined aria-hidden /> },
                  { value: 'table', label: 'Table', icon: <UnorderedListOutlined aria-hidden /> },
                ]}
              />
              <Select
                className="catalogue-toolbar__filter"
                aria-label="Filter products"
                value={filterToValue(filter)}
                options={filterOptions}
                onChange={(value: string) => setFilter(valueToFilter(value))}
                popupMatchSelectWidth={false}
              />
            </>
          }
          count={list.isSuccess ? `Total: ${total} ${total === 1 ? 'product' : 'products'}` : null}
          countClassName="catalogue-toolbar__count"
        />
        <ListError list={list} className="catalogue-error" title="Could not load products" />
        {view === 'table' ? (
          <ProductTable
            products={products}
            loading={list.isFetching}
            emptyText={emptyText}
            page={page}
            pageSize={PRODUCT_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            onEdit={edit}
            onDelete={confirmDelete}
          />
        ) : (
          <CatalogueGrid
            list={list}
            items={products}
            label="Products"
            emptyText={emptyText}
            itemKey={(product) => product.id}
            renderItem={(product) => (
              <ProductCard product={product} onEdit={edit} onDelete={confirmDelete} />
            )}
          />
        )}
        {view === 'cards' && total > PRODUCT_PAGE_SIZE ? (
          <Pagination
            className="catalogue-pagination"
            current={page}
            pageSize={PRODUCT_PAGE_SIZE}
            total={total}
            onChange={(next) => setPage(next)}
            showSizeChanger={false}
            align="center"
          />
        ) : null}
      </Card>
      <ProductFormDrawer
        open={drawer.open}
        product={drawer.product}
        onClose={() => setDrawer((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
