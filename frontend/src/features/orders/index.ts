// The public face of the orders feature: what the dashboard (features/account) shows of the member's orders.
export { useGetOpenOrdersQuery, useGetOrderDataCountQuery } from './api/orders-api.ts';
export { OpenOrdersList } from './components/open-orders-list.tsx';
export { SendYourBooksForOrder } from './components/send-your-books.tsx';
export { moneyIn } from './orders-messages.ts';
export { turnaroundIn } from './lib/order-words.ts';
