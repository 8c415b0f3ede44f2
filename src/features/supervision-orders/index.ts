// Public surface of supervision orders (监理指令, issue 19): pages import from here only.
export { OrderList } from './components/order-list'
export type { OrderListProps } from './components/order-list'
export { OrderDetailScreen } from './components/order-detail'
export { OrderForm } from './components/order-form'
export { getOrder, getOrders, issueOrder, moveOrder, printOrder } from './api/orders'
