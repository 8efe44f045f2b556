import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { ListError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { failureDescription } from '../../lib/call-notices';
import { fromCheck } from '../../lib/form-rules';
import { useGetCodSettingsQuery, useSaveCodSettingsMutation } from './cod-settings-api';
import {
  checkAdvancePercent,
  checkCodSettings,
  checkConfirmHours,
  checkFee,
  checkMaxOrderValue,
  checkMinAdvance,
  checkPincodeRule,
  checkPincodes,
  codSettingsPayload,
  codSettingsValues,
  parsePincodes,
  PINCODE_RULE_LABELS,
  PINCODE_RULES,
  type CodSettings,
  type CodSettingsValues,
  type PincodeRule,
} from './cod-settings-model';
import { RiskRuleFields } from './components/risk-rule-fields';

export const COD_SETTINGS_TITLE = 'Cash on delivery';

const PINCODE_RULE_OPTIONS = PINCODE_RULES.map((rule) => ({
  value: rule,
  label: PINCODE_RULE_LABELS[rule],
}));

/**
 * /admin/cod: whether the checkout offers cash on delivery, up to which order value, for
 * which fee and pincodes, how long a shopper has to confirm by e-mail, the advance asked of a
 * medium-risk order, and the thresholds of the risk assessment (docs/cash-on-delivery.md).
 */
export function CodSettingsPage() {
  const settings = useGetCodSettingsQuery();
  return (
    <>
      <PageHeader
        title={COD_SETTINGS_TITLE}
        subtitle="Shoppers pay the courier in cash. Each COD order gets a risk level from the shop's history: low confirms by e-mail, medium pays an advance online, high pays online only. Amounts in rupees."
      />
      <ListError
        list={settings}
        className="cod-settings__load-error"
        title="Could not load the cash on delivery settings"
        description="The settings could not be loaded. Please try again."
      />
      {settings.data ? (
        <CodSettingsForm settings={settings.data} />
      ) : settings.isLoading ? (
        <Flex justify="center" className="cod-settings__loading">
          <Spin description="Loading" />
        </Flex>
      ) : null}
    </>
  );
}

function CodSettingsForm({ settings }: { settings: CodSettings }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CodSettingsValues>();
  const [save, saving] = useSaveCodSettingsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const enabled = Form.useWatch('enabled', form) as boolean | undefined;
  const pincodeRule = Form.useWatch('pincodeRule', form) as PincodeRule | undefined;
  const pincodesText = Form.useWatch('pincodesText', form) as string | undefined;
  const listed = parsePincodes(pincodesText).length;

  const onFinish = async (values: CodSettingsValues) => {
    setRefusal(null);
    // The fields' rules have passed; the whole form once more, as the server will check it.
    const problem = checkCodSettings(values);
    if (problem) {
      setRefusal(problem);
      return;
    }
    try {
      const saved = await save(codSettingsPayload(values)).unwrap();
      form.setFieldsValue(codSettingsValues(saved.settings));
      void message.success(saved.message);
    } catch (error) {
      setRefusal(failureDescription(error));
    }
  };

  return (
    <Form<CodSettingsValues>
      form={form}
      layout="vertical"
      className="cod-settings-form"
      initialValues={codSettingsValues(settings)}
      onFinish={(values) => void onFinish(values)}
      scrollToFirstError
      requiredMark={false}
    >
      <Flex vertical gap="middle">
        {refusal ? (
          <Alert
            className="cod-settings__refusal"
            type="error"
            showIcon
            title={refusal}
            closable={{ onClose: () => setRefusal(null), 'aria-label': 'Dismiss' }}
          />
        ) : null}

        <Card title="Cash on delivery" className="cod-settings__switch">
          <Form.Item
            label="Offer cash on delivery"
            name="enabled"
            valuePropName="checked"
            extra={
              enabled
                ? 'The checkout offers cash on delivery where the rules below allow it.'
                : 'Off: the checkout offers online payment only. Saved settings apply once it is on.'
            }
          >
            <Switch />
          </Form.Item>
        </Card>

        <Card title="Order limit and fee" className="cod-settings__limits">
          <div className="cod-settings__row">
            <Form.Item
              label="Largest COD order (₹)"
              name="maxOrderValue"
              rules={[fromCheck(checkMaxOrderValue)]}
              extra="Orders above this total, fee included, are paid online (₹1 to ₹10,00,000)."
            >
              <InputNumber className="cod-settings__number" prefix="₹" />
            </Form.Item>
            <Form.Item
              label="COD fee (₹)"
              name="fee"
              rules={[fromCheck(checkFee)]}
              extra="Added to a COD order's total and shown on its invoice: ₹0 (none) to ₹1,000."
            >
              <InputNumber className="cod-settings__number" prefix="₹" />
            </Form.Item>
          </div>
        </Card>

        <Card title="Pincodes" className="cod-settings__pincodes">
          <Form.Item
            label="Where cash on delivery is offered"
            name="pincodeRule"
            rules={[fromCheck(checkPincodeRule)]}
          >
            <Radio.Group options={PINCODE_RULE_OPTIONS} className="cod-settings__pincode-rule" />
          </Form.Item>
          <Form.Item
            label="Pincodes"
            name="pincodesText"
            dependencies={['pincodeRule']}
            rules={[
              ({ getFieldValue }) =>
                fromCheck((value: string | undefined) =>
                  checkPincodes(value, getFieldValue('pincodeRule') as PincodeRule | undefined),
                ),
            ]}
            extra={
              pincodeRule === 'all'
                ? `Not used while every pincode is served (${listed} kept for later).`
                : `Six digits each, separated by commas, spaces or new lines: ${listed} ${listed === 1 ? 'pincode' : 'pincodes'}.`
            }
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 8 }}
              inputMode="numeric"
              spellCheck={false}
              placeholder="e.g. 560001, 560038, 110001"
            />
          </Form.Item>
        </Card>

        <Card title="Confirmation and advance" className="cod-settings__confirmation">
          <Form.Item
            label="Hours to confirm by e-mail"
            name="confirmHours"
            rules={[fromCheck(checkConfirmHours)]}
            extra="A low-risk order is confirmed through the link in its e-mail within this time (1 to 168 hours); unconfirmed orders are cancelled and their stock returns."
          >
            <InputNumber className="cod-settings__number" suffix="hours" />
          </Form.Item>
          <Typography.Paragraph type="secondary" className="cod-settings__note">
            A medium-risk order pays an advance online (UPI or card) and the rest in cash; paying it
            confirms the order. The advance is not refunded if the parcel is refused.
          </Typography.Paragraph>
          <div className="cod-settings__row">
            <Form.Item
              label="Advance (%)"
              name="advancePercent"
              rules={[fromCheck(checkAdvancePercent)]}
              extra="A share of the order's total, 1 to 100."
            >
              <InputNumber className="cod-settings__number" suffix="%" />
            </Form.Item>
            <Form.Item
              label="Smallest advance (₹)"
              name="minAdvance"
              rules={[fromCheck(checkMinAdvance)]}
              extra="The advance is at least this much, never more than the total."
            >
              <InputNumber className="cod-settings__number" prefix="₹" />
            </Form.Item>
          </div>
        </Card>

        <Card title="Risk rules" className="cod-settings__risk">
          <Typography.Paragraph type="secondary">
            Each COD order is checked against the customer&apos;s and the pincode&apos;s history. A
            rule that matches asks an advance (medium risk); refusals at the door can also make cash
            on delivery unavailable (high risk). The reasons show in the order&apos;s details.
          </Typography.Paragraph>
          <RiskRuleFields />
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
