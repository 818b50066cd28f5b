// What other features draw of an order the way the member's screens draw it: the auditor's order as it stood at a
// moment shows the same money table and tracker steps. Apart from index.ts, so the features that import that (the
// dashboard) never carry these components and their styles.
export { OrderMoneyTable, type OrderMoneyTableProps } from './components/order-money-table.tsx';
export { TrackerSteps } from './components/tracker-steps.tsx';
