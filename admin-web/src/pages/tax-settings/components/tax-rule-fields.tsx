import { Form, Input, InputNumber, Space, Switch } from 'antd';
import {
  checkHsnCode,
  checkRate,
  checkThresholdPrice,
  type TaxRuleValues,
} from '../tax-settings-model';
import { fromCheck } from '../../../lib/form-rules';

export interface TaxRuleFieldsProps {
  /** Where the rule's values sit in the form: ['defaultRule'], or [] for a form of one rule. */
  prefix: string[];
}

/**
 * One tax rule's fields: HSN code, GST rate, and the switch "Different rate above a price per
 * piece" revealing the price limit and the rate above it.
 */
export function TaxRuleFields({ prefix }: TaxRuleFieldsProps) {
  const name = (field: keyof TaxRuleValues) => [...prefix, field];
  const form = Form.useFormInstance();
  const differentAbove = Form.useWatch(name('differentAbove'), form) as boolean | undefined;

  return (
    <>
      <Space wrap size="large" align="start">
        <Form.Item
          label="HSN code"
          name={name('hsnCode')}
          rules={[fromCheck(checkHsnCode)]}
          extra="e.g. 5007 for woven silk"
        >
          <Input inputMode="numeric" maxLength={8} className="tax-rule__hsn" />
        </Form.Item>
        <Form.Item label="GST rate (%)" name={name('rate')} rules={[fromCheck(checkRate)]}>
          <InputNumber className="tax-rule__rate" />
        </Form.Item>
      </Space>
      <Form.Item
        label="Different rate above a price per piece"
        name={name('differentAbove')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      {differentAbove ? (
        <Space wrap size="large" align="start">
          <Form.Item
            label="Price limit (₹)"
            name={name('thresholdPrice')}
            rules={[fromCheck(checkThresholdPrice)]}
            extra="One piece's value before tax (a ₹2,625 piece at 5% is ₹2,500)"
          >
            <InputNumber className="tax-rule__limit" />
          </Form.Item>
          <Form.Item
            label="Rate above (%)"
            name={name('rateAbove')}
            rules={[fromCheck(checkRate)]}
            extra="For a piece worth more than the limit before tax"
          >
            <InputNumber className="tax-rule__rate" />
          </Form.Item>
        </Space>
      ) : null}
    </>
  );
}
