import { OutboxScreen } from '@/features/outbox'

export default function OutboxPage() {
  return <OutboxScreen />
}
