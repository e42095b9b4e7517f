-- migration: kanban column index
-- purpose: the back-office's Kanban loads each status column on its own, newest first, 20 at a time
--          and then after its last card (GET /api/orders?status=<s>&after=<id>): one index walks a
--          column in that order from any card, however many orders the other columns hold.

create index if not exists orders_status_created_at_idx on public.orders (status, created_at desc, id desc);
