import type { DashboardMapVO, DashboardMarkerVO } from '@shared/api/dashboard'

export interface RouteViewProps {
  map: DashboardMapVO
  onMarker: (m: DashboardMarkerVO) => void
}

export const ROUTE_VIEW_HEIGHT = 300
