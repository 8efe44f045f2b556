// The number boxes the product form uses more than once: a price in rupees (price, sale
// price) and a stock count (the total stock, each colour's inventory).
import { InputNumber, type FormRule, type InputNumberProps } from 'antd';
import { MAX_INVENTORY, MAX_PRICE_RUPEES, isNonNegativeInteger } from '../../product-form-model';

/** A price in rupees: 0 to the maximum, in paise steps, full width. */
export function PriceInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      max={MAX_PRICE_RUPEES}
      precision={2}
      step={1}
      inputMode="decimal"
      className="full-width"
      {...props}
    />
  );
}

/** A stock count: a whole number from 0 to the maximum. */
export function StockInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      max={MAX_INVENTORY}
      precision={0}
      step={1}
      inputMode="numeric"
      {...props}
    />
  );
}

/** The rule of a stock count: a whole number, 0 or more; else `message`. */
export function stockRule(message: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      isNonNegativeInteger(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
