// The public face of the payments feature: the stored payment methods, for features that pay with one.
export { useGetPaymentMethodsQuery } from './api/payment-methods-api.ts';
export { PaymentMethodSelect, paymentMethodLabel } from './components/payment-method-select.tsx';
