import { NativeSelect } from '@mantine/core';
import type { PaymentMethodView } from '@certus/contracts';
import { useMessages } from '../../region/index.ts';
import { paymentsText } from '../payments-messages.ts';

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
  const text = useMessages(paymentsText);
  return (
    <NativeSelect
      label={label}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={methods.map((m) => ({ value: m.id, label: m.isDefault ? text.withDefault(m.displayName) : m.displayName }))}
    />
  );
}
