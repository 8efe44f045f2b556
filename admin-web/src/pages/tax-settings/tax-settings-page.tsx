import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import { ListError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { failureDescription } from '../../lib/call-notices';
import { INDIAN_STATES } from '../../lib/india-states';
import { CategoryRulesTable } from './components/category-rules-table';
import { fromCheck } from '../../lib/form-rules';
import { TaxRuleFields } from './components/tax-rule-fields';
import {
  useGetTaxCategoriesQuery,
  useGetTaxSettingsQuery,
  useSaveTaxSettingsMutation,
} from './tax-settings-api';
import {
  checkAddress,
  checkGstin,
  checkInvoicePrefix,
  checkLegalName,
  checkSettings,
  checkState,
  ruleFromValues,
  settingsPayload,
  settingsValues,
  type TaxRule,
  type TaxSettings,
  type TaxSettingsValues,
} from './tax-settings-model';

export const TAX_SETTINGS_TITLE = 'Tax & invoices';

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.iso, label: state.name }));

/**
 * /admin/tax-invoices: what the shop's GST invoices say about the shop (legal name, GSTIN,
 * state, address, number prefix) and the HSN code and GST rate of each piece: a default rule
 * and, for categories that differ, their own.
 */
export function TaxSettingsPage() {
  const settings = useGetTaxSettingsQuery();
  return (
    <>
      <PageHeader
        title={TAX_SETTINGS_TITLE}
        subtitle="Prices in the shop include GST. These are the shop's choices; confirm the HSN codes and rates with your accountant."
      />
      <ListError
        list={settings}
        className="tax-settings__load-error"
        title="Could not load the tax settings"
        description="The settings could not be loaded. Please try again."
      />
      {settings.data ? (
        <TaxSettingsForm settings={settings.data} />
      ) : settings.isLoading ? (
        <Flex justify="center" className="tax-settings__loading">
          <Spin description="Loading" />
        </Flex>
      ) : null}
    </>
  );
}

function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TaxSettingsValues>();
  const categories = useGetTaxCategoriesQuery();
  const [save, saving] = useSaveTaxSettingsMutation();
  const [categoryRules, setCategoryRules] = useState<ReadonlyMap<string, TaxRule>>(
    () => new Map(settings.categoryRules.map(({ categoryId, ...rule }) => [categoryId, rule])),
  );
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFinish = async (values: TaxSettingsValues) => {
    setRefusal(null);
    // The fields' rules have passed; the whole form once more, as the server will check it.
    const problem = checkSettings(values);
    if (problem) {
      setRefusal(problem);
      return;
    }
    const payload = settingsPayload(
      values,
      categoryRules,
      categories.isSuccess ? categories.data.map((category) => category.id) : null,
    );
    try {
      const saved = await save(payload).unwrap();
      void message.success(saved.message);
    } catch (error) {
      setRefusal(failureDescription(error));
    }
  };

  return (
    <Form<TaxSettingsValues>
      form={form}
      layout="vertical"
      className="tax-settings-form"
      initialValues={settingsValues(settings)}
      onFinish={(values) => void onFinish(values)}
      scrollToFirstError
      requiredMark={false}
    >
      <Flex vertical gap="middle">
        {refusal ? (
          <Alert
            className="tax-settings__refusal"
            type="error"
            showIcon
            title={refusal}
            closable={{ onClose: () => setRefusal(null), 'aria-label': 'Dismiss' }}
          />
        ) : null}
        {settings.configured ? (
          <Alert
            className="tax-settings__status"
            type="success"
            showIcon
            title="Invoices are issued for orders paid after the settings are saved."
          />
        ) : (
          <Alert
            className="tax-settings__status"
            type="warning"
            showIcon
            title="Invoices are not issued yet: enter the shop's legal name, GSTIN, state and address."
            description="Invoices are issued for orders paid after the settings are saved."
          />
        )}

        <Card title="Shop" className="tax-settings__shop">
          <Form.Item label="Legal name" name="legalName" rules={[fromCheck(checkLegalName)]}>
            <Input autoComplete="organization" maxLength={200} />
          </Form.Item>
          <Form.Item
            label="GSTIN"
            name="gstin"
            dependencies={['stateCode']}
            normalize={(value: string) => value.toUpperCase()}
            rules={[
              ({ getFieldValue }) =>
                fromCheck((value: string | undefined) =>
                  checkGstin(value, getFieldValue('stateCode') as string | undefined),
                ),
            ]}
            extra="15 characters; the first two are the state's GST code"
          >
            <Input maxLength={15} className="tax-settings__gstin" spellCheck={false} />
          </Form.Item>
          <Form.Item label="State" name="stateCode" rules={[fromCheck(checkState)]}>
            <Select
              options={STATE_OPTIONS}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="The state the shop is registered in"
            />
          </Form.Item>
          <Form.Item label="Registered address" name="address" rules={[fromCheck(checkAddress)]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} />
          </Form.Item>
          <Form.Item
            label="Invoice prefix"
            name="invoicePrefix"
            rules={[fromCheck(checkInvoicePrefix)]}
            extra="Invoice numbers read like SB/2026-27/000123"
          >
            <Input maxLength={10} className="tax-settings__prefix" />
          </Form.Item>
        </Card>

        <Card title="Default tax rule" className="tax-settings__default-rule">
          <TaxRuleFields prefix={['defaultRule']} />
        </Card>

        <Card title="Per category" className="tax-settings__categories">
          <Typography.Paragraph type="secondary">
            A category that is not sold at the default rule gets its own. Changes here are kept when
            you save.
          </Typography.Paragraph>
          <CategoryRulesTable
            categories={categories}
            rules={categoryRules}
            currentDefault={() =>
              ruleFromValues(form.getFieldValue('defaultRule') as TaxSettingsValues['defaultRule'])
            }
            onChange={setCategoryRules}
          />
        </Card>

        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            Save
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
