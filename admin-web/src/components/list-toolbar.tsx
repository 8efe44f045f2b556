import type { ReactNode } from 'react';
import { Flex, Input, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

export interface ListToolbarProps {
  /** The toolbar's class; the search box gets `{className}__search`. */
  className: string;
  search: {
    /** The search box's accessible name ("Search users by email"). */
    label: string;
    placeholder: string;
    maxLength: number;
    value: string;
    onChange: (value: string) => void;
  };
  /** Controls beside the search box (a filter): with them, both stand in `{className}__controls`. */
  controls?: ReactNode;
  /** How many the list holds ("3 users"), announced politely; null while unknown. */
  count: ReactNode;
  countClassName?: string;
}

/** The bar above a list: a search box (and any other controls) with the count on the right. */
export function ListToolbar({
  className,
  search,
  controls,
  count,
  countClassName,
}: ListToolbarProps) {
  const searchBox = (
    <Input
      type="search"
      className={`${className}__search`}
      aria-label={search.label}
      placeholder={search.placeholder}
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      maxLength={search.maxLength}
      value={search.value}
      onChange={(event) => search.onChange(event.target.value)}
    />
  );
  return (
    <Flex className={className} justify="space-between" align="center" wrap gap="middle">
      {controls ? (
        <Flex wrap gap="middle" className={`${className}__controls`}>
          {searchBox}
          {controls}
        </Flex>
      ) : (
        searchBox
      )}
      <Typography.Text type="secondary" aria-live="polite" className={countClassName}>
        {count}
      </Typography.Text>
    </Flex>
  );
}
