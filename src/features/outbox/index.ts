// Public surface of the outbox screens: the 待发送 page (/pages/my/outbox), the Mine row and the Mine tab badge.
// The queue itself lives in @/lib/outbox, below the engines that put submissions in it.
export { OutboxScreen } from './components/outbox-screen'
export { OutboxEntry } from './components/outbox-entry'
export { useOutbox, useOnline } from './hooks/use-outbox'
export { useOutboxOnTab, showOutboxBadge, MINE_TAB } from './lib/tab-badge'
export { STATUS_TEXT, pendingCount, progressText } from './lib/outbox-view'
