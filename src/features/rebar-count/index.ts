// 钢筋点数 (issue 18): photograph a bundle's end face, correct the rings the server found, save the count; the list
// of counts per section and one count with its photo.
export { CountScreen, SPECIFICATIONS } from './components/count-screen'
export type { CountScreenProps } from './components/count-screen'
export { CountList } from './components/count-list'
export { CountDetail } from './components/count-detail'
export { MarkedPhoto } from './components/marked-photo'
