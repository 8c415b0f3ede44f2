import { LaunchSplash } from '@/features/session'

export default function LaunchPage() {
  return <LaunchSplash />
}
