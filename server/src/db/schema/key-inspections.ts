// Key inspections (migration 066): the points to visit and the visits. Days are yyyy-mm-dd in China time, times
// epoch ms, positions GCJ-02.

export interface KeyInspectionPointTable {
  id: string
  projectId: string
  contractId: string
  name: string
  kind: string
  chainage: string
  longitude: number
  latitude: number
  radius: number
  frequency: 'daily' | 'weekly'
  responsibleRoles: string
  responsibleNote: string
  enabled: number
  positionedUserId: string
  positionedTime: number | null
  positionAccuracy: number | null
  creatorUserId: string
  creatorTime: number
  lastModifyUserId: string
  lastModifyTime: number | null
}

export interface KeyInspectionVisitTable {
  id: string
  pointId: string
  projectId: string
  contractId: string
  userId: string
  visitTime: number
  visitDay: string
  longitude: number
  latitude: number
  accuracy: number | null
  distance: number
  condition: 'normal' | 'problem'
  notes: string
  photos: string
  hazardId: string
  hazardNo: string
  requestKey: string
  creatorTime: number
}
