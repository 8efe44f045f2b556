import { useEffect, useRef, type FormEvent } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useGetStatesQuery } from '../api/address-api';
import { useAddressForm } from '../hooks/use-address-form';
import type { AddressField, AddressFormValues } from '../types/address';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS as LABELS,
  canSubmitAddress,
  EMPTY_ADDRESS,
  FORM_ERROR_MESSAGE,
  hasAddressErrors,
  resolveStateCode,
  trimAddressValues,
} from '../utils/address-rules';
import { CityCombobox } from './city-combobox';
import styles from './address-form.module.css';

type AddressFormProps = {
  mode: 'add' | 'edit';
  initialValues?: AddressFormValues;
  submitting?: boolean;
  /** Gets trimmed values with the state as its code. */
  onSubmit: (values: AddressFormValues) => void | Promise<void>;
  onCancel?: () => void;
};

/**
 * Add or edit one address: live validation per field, State from
 * the list of states, City with suggestions, submit disabled until address, state, city,
 * phone and pincode are filled in.
 */
export function AddressForm({
  mode,
  initialValues = EMPTY_ADDRESS,
  submitting = false,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAddressForm(initialValues);
  const { values, errors } = form;
  const statesQuery = useGetStatesQuery();
  const states = statesQuery.data ?? [];
  // A stored address may name its state in full; the list works with codes.
  const stateCode = resolveStateCode(states, values.state);
  const knownState = states.some((state) => state.code === stateCode);

  useEffect(() => {
    if (!statesQuery.isError) return;
    toast({
      title: 'Error loading states',
      description: 'Please refresh the page to try again.',
      variant: 'destructive',
    });
  }, [statesQuery.isError, toast]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = trimAddressValues({ ...values, state: stateCode });
    const found = form.validateAll(current);
    if (hasAddressErrors(found)) {
      toast({ title: FORM_ERROR_MESSAGE, variant: 'destructive' });
      const first = ADDRESS_FIELDS.find((field) => found[field]);
      const control = first ? formRef.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    void onSubmit(current);
  }

  const text = (field: AddressField) => ({
    name: field,
    label: LABELS[field],
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.blur(field),
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-label={mode === 'add' ? 'Add address' : 'Edit address'}
    >
      <TextField {...text('name')} autoComplete="name" required className={styles.wide} />
      <TextAreaField
        {...text('address')}
        autoComplete="street-address"
        rows={3}
        required
        hint="House number, street and area"
        className={styles.wide}
      />
      <SelectField
        name="state"
        label={LABELS.state}
        value={stateCode}
        error={errors.state}
        required
        disabled={statesQuery.isLoading}
        onChange={(event) => form.changeState(event.target.value)}
        onBlur={() => form.blur('state')}
      >
        <option value="">{statesQuery.isLoading ? 'Loading states…' : 'Select State'}</option>
        {stateCode && !knownState ? <option value={stateCode}>{stateCode}</option> : null}
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <CityCombobox
        stateCode={knownState ? stateCode : ''}
        value={values.city}
        error={errors.city}
        onChange={(city) => form.change('city', city)}
        onBlur={() => form.blur('city')}
      />
      <TextField {...text('pincode')} inputMode="numeric" autoComplete="postal-code" required />
      <TextField
        {...text('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
      />
      <TextField
        {...text('notes')}
        hint="Optional: a landmark near the address"
        className={styles.wide}
      />
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          busy={submitting}
          busyLabel="Saving…"
          disabled={!canSubmitAddress(values)}
        >
          {mode === 'add' ? 'Add Address' : 'Update Address'}
        </Button>
      </div>
    </form>
  );
}
