import { Alert, Button, Space, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { TaxCategory } from '../tax-settings-api';
import { describeRule, type TaxRule } from '../tax-settings-model';
import { CategoryRuleModal } from './category-rule-modal';

export interface CategoryRulesTableProps {
  categories: {
    data?: TaxCategory[];
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  /** Categories with a rule of their own, by id; the others use the default rule. */
  rules: ReadonlyMap<string, TaxRule>;
  /** The default rule as the form holds it now: where a new own rule starts. */
  currentDefault: () => TaxRule;
  onChange: (rules: ReadonlyMap<string, TaxRule>) => void;
}

/**
 * The shop's categories, each using the default rule or its own (set in a small dialog).
 * Changes here are sent with the rest of the form by Save.
 */
export function CategoryRulesTable({
  categories,
  rules,
  currentDefault,
  onChange,
}: CategoryRulesTableProps) {
  const [editing, setEditing] = useState<{ category: TaxCategory; rule: TaxRule } | null>(null);

  const withRule = (id: string, rule: TaxRule | null) => {
    const next = new Map(rules);
    if (rule) next.set(id, rule);
    else next.delete(id);
    onChange(next);
  };

  const columns: TableColumnsType<TaxCategory> = [
    { title: 'Category', dataIndex: 'name', key: 'name' },
    {
      title: 'Use default',
      key: 'default',
      width: 120,
      render: (_value, category) => (
        <Switch
          checked={!rules.has(category.id)}
          aria-label={`Use the default rule for ${category.name}`}
          onChange={(useDefault) => {
            if (useDefault) withRule(category.id, null);
            else setEditing({ category, rule: currentDefault() });
          }}
        />
      ),
    },
    {
      title: 'GST',
      key: 'rule',
      render: (_value, category) => {
        const rule = rules.get(category.id);
        return rule ? (
          <Space wrap>
            <span className="category-rule__own">{describeRule(rule)}</span>
            <Button
              size="small"
              aria-label={`Edit the rule for ${category.name}`}
              onClick={() => setEditing({ category, rule })}
            >
              Edit
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">Default</Typography.Text>
        );
      },
    },
  ];

  return (
    <>
      {categories.isError ? (
        <Alert
          className="category-rules__error"
          type="warning"
          showIcon
          title="The categories could not be loaded"
          description="Their saved rules are kept as they are when you save."
          action={
            <Button size="small" onClick={() => void categories.refetch()}>
              Try again
            </Button>
          }
        />
      ) : null}
      <Table<TaxCategory>
        className="category-rules-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={categories.data ?? []}
        loading={categories.isFetching}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: 'No categories yet' }}
      />
      <CategoryRuleModal
        editing={editing ? { name: editing.category.name, rule: editing.rule } : null}
        onCancel={() => setEditing(null)}
        onSave={(rule) => {
          if (editing) withRule(editing.category.id, rule);
          setEditing(null);
        }}
      />
    </>
  );
}
