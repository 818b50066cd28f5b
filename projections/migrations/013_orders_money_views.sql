-- The order views changed (issue [2/7]): the detail carries where the books go (the drop-off's address and
-- instructions), the parts of the price and a cancellation's refunds, and a cancelled order's balance is now
-- what is still to be given back. Rows stored before are projected again from the first event: the orders
-- read model and the two tables written with it are emptied and the orders projection starts over (its worker
-- reads the checkpoint at every batch). `npm run projections:rebuild -- orders` does the same without the
-- tables being empty meanwhile, for a large log.
DELETE FROM order_tracker;
DELETE FROM member_dashboard;
DELETE FROM orders;
DELETE FROM projection_checkpoints WHERE projection = 'orders';
