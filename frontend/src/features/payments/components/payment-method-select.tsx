import { NativeSelect } from '@mantine/core';
import type { PaymentMethodView } from '@certus/contracts';

/** How a stored payment method is named wherever the member pays with one. */
export const paymentMethodLabel = (method: Pick<PaymentMethodView, 'displayName' | 'isDefault'>) =>
  method.isDefault ? `${method.displayName} (default)` : method.displayName;

interface PaymentMethodSelectProps {
  label: string;
  methods: readonly PaymentMethodView[];
  value: string;
  onChange: (paymentMethodId: string) => void;
}

/** Picks one of the member's stored payment methods (the caller decides which one is preselected). */
export function PaymentMethodSelect({ label, methods, value, onChange }: PaymentMethodSelectProps) {
  return (
    <NativeSelect
      label={label}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={methods.map((m) => ({ value: m.id, label: paymentMethodLabel(m) }))}
    />
  );
}
