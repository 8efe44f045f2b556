import { describe, expect, it } from 'vitest';
import { returnStatusBadge } from '../../components/return-status';
import {
  checkDeduction,
  checkReference,
  checkRejectNote,
  checkShipping,
  emptyReturnsText,
  isCodReturn,
  readReturnFilter,
  reasonLabel,
  refundBody,
  refundLine,
  refundTotal,
  returnCount,
  RETURN_FILTERS,
  SHIPPING_HINT,
  stepsFor,
} from './return-model';

describe('the returns screen rules', () => {
  it('filters by every status of docs/returns.md, All first, and reads the URL', () => {
    expect(RETURN_FILTERS).toEqual([
      'all',
      'requested',
      'approved',
      'received',
      'refunded',
      'replaced',
      'rejected',
    ]);
    expect(readReturnFilter('received')).toBe('received');
    expect(readReturnFilter('lost')).toBe('all');
    expect(readReturnFilter(null)).toBe('all');
  });

  it('colours each status', () => {
    expect(returnStatusBadge('requested')).toEqual({ label: 'Requested', color: 'gold' });
    expect(returnStatusBadge('approved')).toEqual({ label: 'Approved', color: 'blue' });
    expect(returnStatusBadge('received')).toEqual({ label: 'Received', color: 'cyan' });
    expect(returnStatusBadge('refunded')).toEqual({ label: 'Refunded', color: 'green' });
    expect(returnStatusBadge('replaced')).toEqual({ label: 'Replaced', color: 'purple' });
    expect(returnStatusBadge('rejected')).toEqual({ label: 'Rejected', color: 'red' });
    expect(returnStatusBadge('lost')).toEqual({ label: 'lost', color: 'default' });
  });

  it("names the reason: the server's label, else the policy's words, else as written", () => {
    expect(reasonLabel({ reason: 'damaged', reasonLabel: 'Damaged on arrival' })).toBe(
      'Damaged on arrival',
    );
    expect(reasonLabel({ reason: 'wrong-item', reasonLabel: '' })).toBe(
      'Wrong item or colour sent',
    );
    expect(reasonLabel({ reason: 'defective', reasonLabel: '' })).toBe(
      'A defect in the fabric or weave',
    );
    expect(reasonLabel({ reason: 'not-as-described', reasonLabel: '' })).toBe(
      'Different from the photos or description',
    );
    expect(reasonLabel({ reason: 'other', reasonLabel: '' })).toBe('other');
    expect(reasonLabel({ reason: '', reasonLabel: '' })).toBe('—');
  });

  it('offers each status only its next steps', () => {
    expect(stepsFor('requested')).toEqual(['approve', 'reject']);
    expect(stepsFor('approved')).toEqual(['received']);
    expect(stepsFor('received')).toEqual(['refund', 'replace']);
    for (const done of ['rejected', 'refunded', 'replaced', '']) expect(stepsFor(done)).toEqual([]);
  });

  it('needs a note to reject', () => {
    expect(checkRejectNote('')).toBe('Please say why the return is rejected');
    expect(checkRejectNote('   ')).toBe('Please say why the return is rejected');
    expect(checkRejectNote(undefined)).toBe('Please say why the return is rejected');
    expect(checkRejectNote('Worn and washed')).toBeUndefined();
  });

  it("checks the refund's amounts with the server's words", () => {
    expect(SHIPPING_HINT).toBe('Policy: up to ₹100');
    expect(checkShipping(0)).toBeUndefined();
    expect(checkShipping(100)).toBeUndefined();
    expect(checkShipping(49.5)).toBeUndefined();
    expect(checkShipping(100.01)).toBe('Return shipping reimbursement can be ₹0 to ₹100');
    expect(checkShipping(-1)).toBe('Return shipping reimbursement can be ₹0 to ₹100');
    expect(checkShipping(null)).toBe('Return shipping reimbursement can be ₹0 to ₹100');
    expect(checkShipping(1.005)).toBe('Return shipping reimbursement can be ₹0 to ₹100');
    expect(checkDeduction(0, 2999)).toBeUndefined();
    expect(checkDeduction(2999, 2999)).toBeUndefined();
    expect(checkDeduction(3000, 2999)).toBe("The deduction can be ₹0 to the items' price");
    expect(checkDeduction(undefined, 2999)).toBe("The deduction can be ₹0 to the items' price");
  });

  it('asks a cash-on-delivery refund for its UPI or bank reference, and only that one', () => {
    expect(isCodReturn({ paymentMethod: 'cod' })).toBe(true);
    expect(isCodReturn({ paymentMethod: 'razorpay' })).toBe(false);
    expect(isCodReturn({ paymentMethod: '' })).toBe(false);
    expect(checkReference('', true)).toBe('Please enter the UPI or bank transfer reference');
    expect(checkReference('  ', true)).toBe('Please enter the UPI or bank transfer reference');
    expect(checkReference('UPI-1234', true)).toBeUndefined();
    expect(checkReference('', false)).toBeUndefined();
  });

  it('adds up the refund: items + shipping − deduction', () => {
    expect(refundTotal(2999, { shippingReimbursement: 50, deduction: 0 })).toBe(3049);
    expect(refundTotal(2999, { shippingReimbursement: 100, deduction: 25.5 })).toBe(3073.5);
    expect(refundTotal(2999, { shippingReimbursement: null, deduction: null })).toBe(2999);
    expect(refundTotal(0.1, { shippingReimbursement: 0.2, deduction: 0 })).toBe(0.3);
    expect(refundLine(2999, { shippingReimbursement: 50, deduction: 0 })).toBe('Refund: ₹3,049');
    expect(refundLine(149999, { shippingReimbursement: 0.5, deduction: 0 })).toBe(
      'Refund: ₹1,49,999.50',
    );
  });

  it('sends the amounts in rupees, and the reference only for a COD order', () => {
    expect(refundBody({ shippingReimbursement: 50, deduction: 10, reference: 'x' }, false)).toEqual(
      { shippingReimbursement: 50, deduction: 10 },
    );
    expect(
      refundBody({ shippingReimbursement: null, deduction: 0, reference: ' UPI-77 ' }, true),
    ).toEqual({ shippingReimbursement: 0, deduction: 0, reference: 'UPI-77' });
  });

  it('says what the list holds', () => {
    expect(returnCount(1)).toBe('1 return');
    expect(returnCount(3)).toBe('3 returns');
    expect(emptyReturnsText('all')).toBe('No returns yet');
    expect(emptyReturnsText('received')).toBe('No received returns');
  });
});
