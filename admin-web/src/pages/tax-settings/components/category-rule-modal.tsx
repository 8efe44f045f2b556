import { Form, Modal } from 'antd';
import {
  ruleFromValues,
  ruleValues,
  type TaxRule,
  type TaxRuleValues,
} from '../tax-settings-model';
import { TaxRuleFields } from './tax-rule-fields';

export interface CategoryRuleModalProps {
  /** The category being edited, with the rule the form opens on; null when closed. */
  editing: { name: string; rule: TaxRule } | null;
  onSave: (rule: TaxRule) => void;
  onCancel: () => void;
}

export const categoryRuleTitle = (name: string) => `Tax rule for ${name}`;

/** A category's own HSN code and rates, checked as the default rule is. */
export function CategoryRuleModal({ editing, onSave, onCancel }: CategoryRuleModalProps) {
  const [form] = Form.useForm<TaxRuleValues>();
  return (
    <Modal
      open={editing !== null}
      title={editing ? categoryRuleTitle(editing.name) : ''}
      okText="Use this rule"
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {editing ? (
        <Form<TaxRuleValues>
          form={form}
          layout="vertical"
          initialValues={ruleValues(editing.rule)}
          onFinish={(values) => onSave(ruleFromValues(values))}
          className="category-rule-form"
        >
          <TaxRuleFields prefix={[]} />
        </Form>
      ) : null}
    </Modal>
  );
}
