// A model's checks as Ant Design form rules: the same messages, shown under the field
// (shared by the settings screens).
import type { FormRule } from 'antd';

/** A rule object (not a function of the form). */
type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** A rule that shows `check`'s message when it returns one. */
export function fromCheck<T>(check: (value: T) => string | undefined): RuleObject {
  return {
    validator: (_rule, value: T) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
