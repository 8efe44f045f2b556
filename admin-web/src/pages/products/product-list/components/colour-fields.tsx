import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { UPLOAD_MESSAGES } from '../../../../lib/upload';
import { MAX_COLOURS, PRODUCT_FORM_MESSAGES } from '../../product-form-model';
import { StockInput, stockRule } from './number-inputs';

const COLOUR_IMAGE_FAILURE = {
  title: UPLOAD_MESSAGES.colourImageFailed,
  fallback: UPLOAD_MESSAGES.imageUploadFailed,
};

export interface ColourFieldsProps {
  /** Gives each colour image upload its busy callback. */
  trackBusy: (key: string) => (busy: boolean) => void;
}

/**
 * The product's colours: rows with a title, an inventory (whole, 0 or more) and an image,
 * added and removed freely. An existing colour keeps its `_id` (a hidden field), so the
 * server updates it instead of making a new one.
 */
export function ColourFields({ trackBusy }: ColourFieldsProps) {
  return (
    <Form.List name="colors">
      {(fields, { add, remove }) => (
        <div className="colour-fields">
          {fields.length === 0 ? (
            <Typography.Paragraph type="secondary">
              No colours: the product has one total stock.
            </Typography.Paragraph>
          ) : null}
          {fields.map((field, index) => (
            <fieldset key={field.key} className="colour-fields__row">
              <legend className="visually-hidden">Colour {index + 1}</legend>
              <Card
                size="small"
                title={<span aria-hidden="true">Colour {index + 1}</span>}
                extra={
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Remove colour ${index + 1}`}
                    onClick={() => remove(field.name)}
                  >
                    Remove
                  </Button>
                }
              >
                <Form.Item name={[field.name, '_id']} hidden>
                  <Input />
                </Form.Item>
                <Flex gap="middle" wrap>
                  <Form.Item
                    className="colour-fields__title"
                    name={[field.name, 'title']}
                    label="Colour title"
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: PRODUCT_FORM_MESSAGES.colourTitle,
                      },
                    ]}
                  >
                    <Input maxLength={80} autoComplete="off" />
                  </Form.Item>
                  <Form.Item
                    className="colour-fields__inventory"
                    name={[field.name, 'inventory']}
                    label="Inventory"
                    rules={[stockRule(PRODUCT_FORM_MESSAGES.colourInventory)]}
                  >
                    <StockInput />
                  </Form.Item>
                </Flex>
                <Form.Item
                  name={[field.name, 'image']}
                  label={`Colour ${index + 1} image`}
                  getValueProps={(value: unknown) => ({
                    value: typeof value === 'string' && value !== '' ? [value] : [],
                  })}
                  getValueFromEvent={(urls: string[]) => urls[0] ?? ''}
                >
                  <ImageUploadField
                    max={1}
                    label={`Colour ${index + 1} image`}
                    failure={COLOUR_IMAGE_FAILURE}
                    onBusyChange={trackBusy(`colour-${field.key}`)}
                  />
                </Form.Item>
              </Card>
            </fieldset>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ title: '', inventory: null, image: '' })}
            disabled={fields.length >= MAX_COLOURS}
            block
          >
            Add colour
          </Button>
        </div>
      )}
    </Form.List>
  );
}
