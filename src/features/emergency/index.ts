// 应急管理: plans, drills, contacts and emergency stock for the thin page under src/pages/apply/emergencyManagement.
export { EmergencyScreen, contactExtensions } from './components/emergency-screen'
export type { EmergencyScreenProps } from './components/emergency-screen'
export {
  EMERGENCY_SEGMENTS, offeredSegments, segmentOf, contactNumber, dialable, telHref, withTab
} from './lib/emergency'
export type { EmergencyTab, EmergencySegment } from './lib/emergency'
export { dial } from './lib/dial'
