/** A sandbox_payment row as both the sandbox provider and the sandbox dialog read it. */
export interface SandboxPaymentRow {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
}
