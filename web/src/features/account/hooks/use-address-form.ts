import { useState } from 'react';
import type { AddressField, AddressFormValues } from '../types/address';
import {
  validateAddressField,
  validateAddressForm,
  type AddressErrors,
} from '../utils/address-rules';

/**
 * The address form's state and live validation: a field is checked when it loses focus,
 * and from then on (or after a submit attempt, or while it shows an error) on every change.
 */
export function useAddressForm(initialValues: AddressFormValues) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  function setFieldError(field: AddressField, value: string) {
    const error = validateAddressField(field, value);
    setErrors((current) => ({ ...current, [field]: error ?? undefined }));
  }

  function isLive(field: AddressField) {
    return submitted || touched[field] || Boolean(errors[field]);
  }

  function change(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (isLive(field)) setFieldError(field, value);
  }

  function blur(field: AddressField) {
    setTouched((current) => ({ ...current, [field]: true }));
    setFieldError(field, values[field]);
  }

  /** A new state empties the city (its cities belong to the old state). */
  function changeState(code: string) {
    setValues((current) => ({ ...current, state: code, city: '' }));
    setFieldError('state', code);
    if (isLive('city')) setFieldError('city', '');
  }

  /** Checks every field (a submit attempt); returns the errors found. */
  function validateAll(current: AddressFormValues = values): AddressErrors {
    const found = validateAddressForm(current);
    setErrors(found);
    setSubmitted(true);
    return found;
  }

  return { values, errors, change, blur, changeState, validateAll };
}
