import { Form, InputNumber, Typography, type FormRule } from 'antd';
import { fromCheck } from '../../../lib/form-rules';
import {
  checkRefusalOrder,
  checkRiskRule,
  RISK_RULE_GROUPS,
  type CodSettingsValues,
  type RiskRuleInfo,
} from '../cod-settings-model';

/** One risk rule: its number with the unit after it, and what it means under it. */
function RiskRuleField({ rule }: { rule: RiskRuleInfo }) {
  // Prepaid only needs at least as many refusals as an advance: checked again when either changes.
  const crossCheck = rule.key === 'refusedForPrepaidOnly';
  const rules: FormRule[] = [
    fromCheck((value: number | null | undefined) => checkRiskRule(rule.key, value)),
  ];
  if (crossCheck)
    rules.push(({ getFieldValue }) =>
      fromCheck(() => checkRefusalOrder(getFieldValue('risk') as CodSettingsValues['risk'])),
    );
  return (
    <Form.Item
      label={rule.label}
      name={['risk', rule.key]}
      extra={rule.explanation}
      dependencies={crossCheck ? [['risk', 'refusedForAdvance']] : undefined}
      rules={rules}
      className="cod-risk-rule"
    >
      <InputNumber
        className="cod-settings__number"
        suffix={rule.unit}
        step={rule.bound === 'multiple' ? 0.5 : 1}
      />
    </Form.Item>
  );
}

/**
 * The thresholds of the risk assessment, in groups (refusals, the pincode, the order and the
 * account, trust), each with a sentence saying what it does.
 */
export function RiskRuleFields() {
  return (
    <>
      {RISK_RULE_GROUPS.map((group) => (
        <section key={group.title} className="cod-risk-group" aria-label={group.title}>
          <Typography.Title level={3} className="cod-risk-group__title">
            {group.title}
          </Typography.Title>
          <div className="cod-risk-group__fields">
            {group.rules.map((rule) => (
              <RiskRuleField key={rule.key} rule={rule} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
