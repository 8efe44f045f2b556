import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Checkbox,
  Col,
  Divider,
  Drawer,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { notifyCallFailure } from '../../../../lib/call-notices';
import { useBusyTracker } from '../../../../lib/use-busy-tracker';
import {
  useAddProductMutation,
  useGetProductCategoriesQuery,
  useUpdateProductMutation,
  type AdminProduct,
} from '../../products-api';
import {
  MAX_IMAGES,
  PRODUCT_FORM_MESSAGES,
  buildProductPayload,
  colourRows,
  derivedTotalStock,
  emptyProductForm,
  formProblems,
  missingRequired,
  productToForm,
  type ProductBaseline,
  type ProductFormValues,
} from '../../product-form-model';
import { PRODUCT_NOTICES } from '../product-notices';
import { ColourFields } from './colour-fields';
import { PriceInput, StockInput, stockRule } from './number-inputs';
import { VideoUploadField } from './video-upload-field';

export interface ProductFormDrawerProps {
  open: boolean;
  /** The product being edited; null adds a new one. */
  product: AdminProduct | null;
  onClose: () => void;
}

/**
 * Add New Product / Edit Product in a right-hand drawer. The form is built
 * afresh for each opening, from the product as it was listed.
 */
export function ProductFormDrawer({ open, product, onClose }: ProductFormDrawerProps) {
  const screens = Grid.useBreakpoint();
  const title = product ? 'Edit Product' : 'Add New Product';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      title={title}
      size={screens.md === false ? '100%' : 680}
      destroyOnHidden
      className="product-drawer"
      rootClassName="product-drawer-root"
    >
      {open ? <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} /> : null}
    </Drawer>
  );
}

const requiredText = (message: string) => [{ required: true, whitespace: true, message }];

function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const [form] = Form.useForm<ProductFormValues>();
  const { message, notification } = App.useApp();
  const { busy: uploading, track } = useBusyTracker();
  // Each opening asks again: a category made meanwhile (another tab, another admin) is offered.
  const categories = useGetProductCategoriesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [addProduct, adding] = useAddProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const saving = adding.isLoading || updating.isLoading;

  // What the form was loaded with: fixed for the life of this form.
  const [{ initialValues, baseline }] = useState<{
    initialValues: ProductFormValues;
    baseline: ProductBaseline | undefined;
  }>(() => {
    if (!product) return { initialValues: emptyProductForm(), baseline: undefined };
    const loaded = productToForm(product);
    return { initialValues: loaded.values, baseline: loaded.baseline };
  });

  const watched = Form.useWatch([], { form, preserve: true }) as ProductFormValues | undefined;
  const values = watched ?? initialValues;
  const colours = colourRows(values);
  const hasColours = colours.length > 0;
  const missing = missingRequired(values);
  const problems = formProblems(values);
  const submittable = !uploading && !saving && missing.length === 0 && problems.length === 0;

  const categoryOptions = useMemo(() => {
    const options = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
    // A product in a category the list does not know (yet) still shows its name.
    if (product?.category && !options.some((o) => o.value === product.category)) {
      options.push({ value: product.category, label: product.categoryName || product.category });
    }
    return options;
  }, [categories.data, product]);

  const submit = async (submitted: ProductFormValues) => {
    const all = { ...submitted, ...(form.getFieldsValue(true) as ProductFormValues) };
    const found = formProblems(all);
    if (found.length > 0) {
      form.setFields(found.map((p) => ({ name: p.field as never, errors: [p.message] })));
      return;
    }
    const payload = buildProductPayload(all, baseline);
    try {
      if (product) {
        await updateProduct({ id: product.id, payload }).unwrap();
        void message.success(PRODUCT_NOTICES.updated);
      } else {
        await addProduct(payload).unwrap();
        void message.success(PRODUCT_NOTICES.added);
      }
      onDone();
    } catch (error) {
      notifyCallFailure(
        notification,
        product ? PRODUCT_NOTICES.updateFailed : PRODUCT_NOTICES.addFailed,
        error,
      );
    }
  };

  const hint = uploading
    ? 'Wait for the uploads to finish.'
    : missing.length > 0
      ? `Still needed: ${missing.join(', ')}.`
      : problems.length > 0
        ? (problems[0]?.message ?? '')
        : '';

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      name="product"
      initialValues={initialValues}
      onFinish={(submitted) => void submit(submitted)}
      scrollToFirstError
      className="product-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item name="title" label="Title" rules={requiredText(PRODUCT_FORM_MESSAGES.title)}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="productCode" label="Product code">
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="secondTitle" label="Second title">
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={requiredText(PRODUCT_FORM_MESSAGES.description)}
        extra="One detail per line; text before a colon shows in bold on the storefront."
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={10_000} />
      </Form.Item>
      <Form.Item
        name="category"
        label="Category"
        rules={[{ required: true, message: PRODUCT_FORM_MESSAGES.category }]}
      >
        <Select
          options={categoryOptions}
          loading={categories.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Choose a category"
          notFoundContent={categories.isError ? 'Categories could not be loaded' : undefined}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="price"
            label="Price (₹)"
            rules={[
              { required: true, message: PRODUCT_FORM_MESSAGES.price },
              {
                validator: (_rule, value: unknown) =>
                  typeof value !== 'number' || value > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(PRODUCT_FORM_MESSAGES.pricePositive)),
              },
            ]}
          >
            <PriceInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="salePrice"
            label="Sale price (₹)"
            dependencies={['price']}
            extra="Leave blank for no sale price."
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: unknown) => {
                  const price: unknown = getFieldValue('price');
                  return typeof value === 'number' &&
                    value > 0 &&
                    typeof price === 'number' &&
                    value >= price
                    ? Promise.reject(new Error(PRODUCT_FORM_MESSAGES.salePrice))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <PriceInput />
          </Form.Item>
        </Col>
      </Row>
      {hasColours ? (
        <Form.Item
          label="Total stock"
          htmlFor="product_totalStockDerived"
          extra="The sum of the colour inventories."
        >
          <InputNumber
            id="product_totalStockDerived"
            value={derivedTotalStock(colours)}
            readOnly
            aria-readonly="true"
            variant="filled"
            className="full-width"
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="totalStock"
          label="Total stock"
          rules={[stockRule(PRODUCT_FORM_MESSAGES.totalStock)]}
        >
          <StockInput className="full-width" />
        </Form.Item>
      )}
      <Flex gap="large" wrap className="product-form__switches">
        <Form.Item name="isNewArrival" label="New arrival" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isFeatured" label="Featured" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isWatchAndBuy" label="Watch and Buy" valuePropName="checked">
          <Switch />
        </Form.Item>
        {/* The shopper can't return it after delivery (docs/returns.md); the product page says so. */}
        <Form.Item name="noReturns" label="Returns" valuePropName="checked">
          <Checkbox>Not returnable (e.g. beaded or sequined work)</Checkbox>
        </Form.Item>
      </Flex>

      <Divider titlePlacement="start">Images</Divider>
      <Form.Item
        name="image"
        label="Product images"
        extra="JPEG, PNG, GIF, WebP, AVIF, TIFF, BMP, SVG or HEIC, at most 1 MB each. The first is the main image."
      >
        <ImageUploadField
          label="Product images"
          maxCount={MAX_IMAGES}
          onBusyChange={track('images')}
        />
      </Form.Item>

      {values.isWatchAndBuy || values.video ? (
        <Form.Item
          name="video"
          label="Video"
          dependencies={['isWatchAndBuy']}
          extra="MP4, WebM or MOV, at most 10 MB."
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) =>
                getFieldValue('isWatchAndBuy') === true &&
                (typeof value !== 'string' || value === '')
                  ? Promise.reject(new Error(PRODUCT_FORM_MESSAGES.video))
                  : Promise.resolve(),
            }),
          ]}
        >
          <VideoUploadField onBusyChange={track('video')} />
        </Form.Item>
      ) : null}

      <Divider titlePlacement="start">Colours</Divider>
      <ColourFields trackBusy={track} />

      <div className="product-form__footer">
        <Typography.Text type="secondary" aria-live="polite" className="product-form__hint">
          {hint}
        </Typography.Text>
        <Flex gap="small" justify="flex-end">
          <Button onClick={onDone}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={!submittable} loading={saving}>
            {product ? 'Update Product' : 'Add Product'}
          </Button>
        </Flex>
      </div>
    </Form>
  );
}
